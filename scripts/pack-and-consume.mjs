#!/usr/bin/env node
// Proves that a sister site can install and use our packages: packs every package with
// `pnpm pack` (workspace: ranges become versions), installs the tarballs into a fresh project
// outside the workspace with npm, type-checks a consumer against the published .d.ts files and
// renders a component of each package with react-dom/server (node's test runner).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['ui', 'content-client', 'finder', 'blocks'];
const work = mkdtempSync(join(tmpdir(), 'healthsite-consumer-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
mkdirSync(tarballs);
mkdirSync(app);

const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const files = {};
for (const name of packages) {
  const before = new Set(readdirSync(tarballs));
  sh('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name));
  const tgz = readdirSync(tarballs).find((f) => !before.has(f));
  if (!tgz) throw new Error(`pnpm pack produced no tarball for packages/${name}`);
  files[`@healthsite/${name}`] = `file:${join(tarballs, tgz)}`;
  console.log(`packed @healthsite/${name} -> ${tgz}`);
}

const rootPkg = JSON.parse(
  sh('node', ['-p', 'JSON.stringify(require("./package.json").devDependencies)'], root),
);
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'sister-site',
      private: true,
      type: 'module',
      dependencies: {
        ...files,
        react: rootPkg.react,
        'react-dom': rootPkg['react-dom'],
        '@types/react': rootPkg['@types/react'],
      },
      // Our packages depend on each other by version; point those at the tarballs too.
      overrides: files,
    },
    null,
    2,
  ),
);
console.log(`installing the tarballs into ${app}`);
sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '--omit=dev'], app);

cpSync(join(root, 'scripts', 'consumer'), app, { recursive: true });
const tsc = join(root, 'node_modules', '.bin', 'tsc');
console.log('type-checking the consumer against the published declarations');
try {
  sh(tsc, ['-p', 'tsconfig.json'], app);
} catch (e) {
  console.error(e.stdout ?? e.message);
  console.log('# fail 1');
  process.exit(1);
}
console.log('rendering each package with react-dom/server');
try {
  execFileSync('node', ['--test', '--test-reporter=tap', 'consume.test.mjs'], { cwd: app, stdio: 'inherit' });
} catch {
  process.exit(1);
}
