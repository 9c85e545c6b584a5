import { defineConfig } from 'tsup';

// Only the framework-free core for now. The React modal (`./react`) gets its own entry when it
// exists; until then package.json does not export it, so nothing can import a missing file.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
});
