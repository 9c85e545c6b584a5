import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blockChunks, isBlockChunk } from './app/blocks/block-chunks.vite.ts';
import { blockStyles } from './app/blocks/block-styles.vite.ts';
import { devServer } from './app/dev-server.vite.ts';
import {
  clientCodeSplitting,
  compileHints,
  entrySignatures,
  loadedByEveryPage,
} from './app/client-chunks.vite.ts';

/** The hash tsup (esbuild) puts into the name of a shared chunk of a package's build. */
const PACKAGE_CHUNK_HASH = /-[A-Z0-9]{8}$/;

export default defineConfig({
  // blockChunks: which client chunks each block type needs, for the pages' modulepreload links;
  // blockStyles: each block type's stylesheet, for the pages that show it; compileHints: V8's
  // eager compile hint on the framework chunk; devServer: the dev server's dependency
  // pre-bundling, and the site's routes (finder, services, image proxies) in front of Vite.
  plugins: [reactRouter(), blockChunks(), blockStyles(), entrySignatures(), compileHints(), devServer()],
  ssr: {
    // Vite bundles linked (workspace) packages into the server build, dependencies and all
    // (jsdom from isomorphic-dompurify: ~10 MB). Load them from node_modules at run time instead;
    // their dist/*.js import no CSS (tsup lifts it into styles.css, imported by app/root.tsx).
    external: ['@healthsite/ui', '@healthsite/blocks', '@healthsite/content-client', '@healthsite/finder'],
  },
  environments: {
    client: {
      build: {
        // A dynamic import preloads what the loaded chunk needs, except what every page has loaded
        // already (framework, bundler runtime, the site chunk), and for block chunks nothing:
        // BlockPreloads preloads those from the block-chunks table (first loads and navigations).
        modulePreload: {
          resolveDependencies: (file, deps) =>
            isBlockChunk(file) ? [] : deps.filter((dep) => !loadedByEveryPage(dep)),
        },
        rolldownOptions: {
          output: {
            codeSplitting: clientCodeSplitting(),
            // A chunk from a package's build is named after that build's chunk, which carries a hash
            // of its source, comments included (`chunk-TPGFBZZH`); the hash of what is sent follows
            // anyway. Without the package's hash a change to a comment renames nothing, and the
            // names the site chunk lists for its lazy imports are 9 characters shorter each.
            chunkFileNames: (chunk) => `assets/${chunk.name.replace(PACKAGE_CHUNK_HASH, '')}-[hash].js`,
          },
        },
      },
    },
  },
  build: {
    sourcemap: false,
  },
});
