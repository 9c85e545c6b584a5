import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

const require = createRequire(import.meta.url);
const workerFile = 'maplibre-gl-worker.mjs';
// Chunks, the lazy map chunk (dist/maplibre-[hash].js) among them, land in dist/; the worker is
// copied beside it.
const mapChunkDir = 'dist';

/**
 * Vite-style asset imports in the lazy map chunk, resolved for the published build:
 * - `maplibre-gl/dist/maplibre-gl-worker.mjs?url` becomes `new URL('./maplibre-gl-worker.mjs',
 *   import.meta.url).href`, and the worker is copied next to the chunk. Consumers' bundlers
 *   (Vite, webpack 5, Parcel, Rollup with its asset plugin) recognise that pattern and emit the
 *   file; without a bundler the file is simply there.
 * - `…css?inline` becomes the stylesheet as a string (injected by the chunk when the map shows).
 */
const assetQueries: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'asset-queries',
  setup(build) {
    build.onResolve({ filter: /\?(url|inline)$/ }, (args) => {
      const [bare, query] = args.path.split('?') as [string, string];
      // The path stays the import as written (esbuild prints it in the chunk: an absolute path would
      // put the builder's directory into the published package and make its chunk names differ by
      // checkout); the file it resolves to travels as plugin data. The query stays on the path, so
      // no other plugin (tsup's CSS one) claims the file.
      return {
        path: args.path,
        namespace: `asset-${query}`,
        pluginData: { file: require.resolve(bare, { paths: [args.resolveDir] }) },
      };
    });
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => {
      const { file } = args.pluginData as { file: string };
      if (!file.endsWith(workerFile))
        throw new Error(`Only the MapLibre worker may be imported with ?url: ${file}`);
      mkdirSync(mapChunkDir, { recursive: true });
      copyFileSync(file, join(mapChunkDir, workerFile));
      return {
        contents: `export default new URL(${JSON.stringify(`./${workerFile}`)}, import.meta.url).href;`,
        loader: 'js',
        resolveDir: dirname(file),
      };
    });
    build.onLoad({ filter: /.*/, namespace: 'asset-inline' }, (args) => ({
      contents: readFileSync((args.pluginData as { file: string }).file, 'utf8'),
      loader: 'text',
    }));
  },
};

export default defineConfig({
  // The root entry is framework-free (node-safe); React code lives only under ./react.
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts', styles: 'src/react/styles.css' },
  format: ['esm'],
  // Keeps the map (import('./map/maplibre')) a separate file that loads on demand.
  splitting: true,
  dts: { entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  noExternal: [/\?(url|inline)$/],
  esbuildPlugins: [assetQueries],
  loader: { '.json': 'json' },
});
