import { defineConfig } from 'tsup';

// CSS imported by components is lifted by esbuild into dist/index.css (named after the entry).
// Every component folder is an entry too, with code splitting, so dist/index.js only re-exports
// from per-component chunks: with `sideEffects` limited to CSS, a consumer's bundler drops the
// chunks it does not use (importing Button does not bring the sanitiser or Radix along).
// The woff2 files referenced from fonts.css are copied to dist/fonts/ with stable names so that
// `@healthsite/ui/fonts/*` and the url() references in dist/index.css both work after `pnpm pack`.
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]';
  },
});
