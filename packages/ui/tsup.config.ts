import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// JavaScript: every component folder is an entry too, with code splitting, so dist/index.js only
// re-exports from per-component chunks and a consumer's bundler drops the chunks it does not use
// (importing Button does not bring the sanitiser or Radix along). No module imports CSS.
//
// The entries go to tsup as an object (output name -> file), in a fixed order. readdir's order is
// the file system's, and tsup runs an array of entries through a glob whose order changes from run
// to run. The entries' order decides the order of dist/index.js's imports and, downstream, an
// app's chunks: a fresh clone's site once came out 14 bytes heavier, another 9, and failed the
// first-load budget there alone.
const modules = Object.fromEntries(
  [
    'src/index.ts',
    ...readdirSync('src', { withFileTypes: true })
      .filter((dir) => dir.isDirectory() && existsSync(`src/${dir.name}/index.ts`))
      .map((dir) => `src/${dir.name}/index.ts`)
      .sort(),
  ].map((file) => [file.slice('src/'.length, -'.ts'.length), file]),
);

// The stylesheet: src/styles.css and everything it @imports, bundled into dist/styles.css (the
// `./styles.css` export). The woff2 files its font faces reference are copied to dist/fonts/ with
// stable names, so `@healthsite/ui/fonts/*` and the url() references both work after `pnpm pack`;
// Inter's licence travels with them.
export default defineConfig({
  entry: { ...modules, styles: 'src/styles.css' },
  format: ['esm'],
  splitting: true,
  dts: { entry: modules },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]';
  },
  onSuccess: async () => copyFileSync('src/fonts/LICENSE-Inter.txt', 'dist/fonts/LICENSE-Inter.txt'),
});
