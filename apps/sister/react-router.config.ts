import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server, from the content cache of the content client.
  ssr: true,
} satisfies Config;
