import { defineConfig } from 'tsup';

// Five entries with separate audiences: the contract (browser and server), the browser client
// and its zod-free error type, and the server handlers (Node only: node:sqlite, pg, nodemailer stay imports).
export default defineConfig({
  entry: {
    contract: 'src/contract/index.ts',
    client: 'src/client/index.ts',
    // The error type alone, without the contract's zod schemas: what a page's first load may import.
    errors: 'src/client/errors.ts',
    // The contract's plain values (field bounds, review orders), also without zod.
    limits: 'src/contract/limits.ts',
    server: 'src/server/index.ts',
  },
  format: ['esm'],
  dts: true,
  splitting: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
  external: ['zod', 'kysely', 'pg', 'nodemailer', /^node:/],
  // node:sqlite exists only with its prefix: keep every node: specifier as written.
  removeNodeProtocol: false,
});
