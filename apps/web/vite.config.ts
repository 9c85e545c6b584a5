import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blockChunks } from './app/blocks/block-chunks.vite.ts';

export default defineConfig({
  // blockChunks: which client chunks each block type needs, for the pages' modulepreload links.
  plugins: [reactRouter(), blockChunks()],
  ssr: {
    // Vite bundles linked (workspace) packages into the server build, dependencies and all
    // (jsdom from isomorphic-dompurify: ~10 MB). Load them from node_modules at run time instead;
    // their dist/*.js import no CSS (tsup lifts it into styles.css, imported by app/root.tsx).
    external: ['@healthsite/ui', '@healthsite/blocks', '@healthsite/content-client', '@healthsite/finder'],
  },
  build: {
    sourcemap: false,
  },
});
