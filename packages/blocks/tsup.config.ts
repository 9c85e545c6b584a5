import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  // Everything in dependencies/peerDependencies stays an import; consumers dedupe React, zod and ui.
  external: [/^react/, /^@healthsite\//, 'zod'],
  // esbuild lifts the blocks' CSS imports into dist/index.css (exported as ./styles.css).
});
