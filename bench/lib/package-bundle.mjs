// What the package benches share: building a package once, bundling a tiny entry with Vite from the
// package's dist as a consumer app would (React external: every page pays for it anyway), and
// sizes on one scale. gzip level 9 everywhere, as bench/blocks-bundle.mjs measures the web build.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const repo = fileURLToPath(new URL('../..', import.meta.url));

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** gzip size (level 9) of a string or bytes. */
export const gzipSize = (content) => gzipSync(Buffer.from(content), { level: 9 }).length;

/** Builds a workspace package (its tsup build), unless `skip`. */
export function buildPackage(name, skip = false) {
  if (!skip) execFileSync('pnpm', ['--filter', name, 'build'], { cwd: repo, stdio: 'ignore' });
}

const react = /^(react|react-dom|scheduler)(\/.*)?$/;

/**
 * Bundles `code` (an entry module) with Vite, minified, without writing; `alias` maps the package's
 * import specifiers to its dist files. Returns Rollup's output (chunks and assets).
 */
export async function bundleEntry({ root, code, alias }) {
  const id = '\0bench-entry';
  const result = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    resolve: { alias },
    plugins: [
      {
        name: 'bench-entry',
        resolveId: (s) => (s === 'bench-entry' ? id : undefined),
        load: (s) => (s === id ? code : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: 'bench-entry', external: (s) => react.test(s) },
    },
  });
  return (Array.isArray(result) ? result[0] : result).output;
}
