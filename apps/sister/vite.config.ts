import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // The packages (and jsdom, through the sanitiser) load from node_modules at run time instead of
    // being bundled into the server build.
    external: ['@healthsite/ui', '@healthsite/blocks', '@healthsite/content-client', '@healthsite/finder'],
  },
});
