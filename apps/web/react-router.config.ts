import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering for every request; the static export (scripts/export.ts) renders through the
  // built server handler instead of `prerender`, so `build` never needs the content service.
  ssr: true,
  // Two routes only: ship the whole (tiny) manifest with the first document. This also keeps the
  // static export working without a `/__manifest` endpoint.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
