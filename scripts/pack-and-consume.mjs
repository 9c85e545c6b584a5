#!/usr/bin/env node
// Proves that a sister site can install and use our packages: packs every package with
// `pnpm pack` (workspace: ranges become versions), installs the tarballs into a fresh project
// outside the workspace, type-checks a consumer against the published .d.ts files and renders a
// component of each package with react-dom/server (node's test runner).
//
// The install must not depend on the registry being fast (a cold npm cache once stalled this
// step for five minutes): the tarballs' dependencies are the workspace's, which the workspace
// install has already put in pnpm's store and metadata cache, so pnpm installs them offline. Only
// if that is impossible (a cache cleared by hand) does it ask the registry, with retries and
// generous time-outs, so a slow registry is a delay and not a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['ui', 'content-client', 'finder', 'services', 'blocks'];
const work = mkdtempSync(join(tmpdir(), 'healthsite-consumer-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
mkdirSync(tarballs);
mkdirSync(app);
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

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
    },
    null,
    2,
  ),
);
// Our packages depend on each other by version; point those at the tarballs too (pnpm reads its
// settings from pnpm-workspace.yaml, also in a single project).
writeFileSync(
  join(app, 'pnpm-workspace.yaml'),
  `overrides:\n${Object.entries(files)
    .map(([name, spec]) => `  '${name}': '${spec}'`)
    .join('\n')}\n`,
);
// The workspace's store, wherever pnpm keeps it on this machine (the consumer lives elsewhere).
const storeDir = sh('pnpm', ['store', 'path'], root).trim();
const pnpmInstall = (mode) =>
  spawnSync(
    'pnpm',
    [
      'install',
      mode,
      `--store-dir=${storeDir}`,
      '--reporter=append-only',
      '--config.confirm-modules-purge=false',
    ],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 15 * 60_000 },
  );
console.log(`installing the tarballs into ${app} (offline, from pnpm's store)`);
const started = Date.now();
let install = pnpmInstall('--offline');
if (install.status !== 0) {
  console.log(`offline install not possible:\n${install.stdout}${install.stderr}`.trimEnd());
  console.log('installing from the registry instead (retries and long time-outs: slow is fine)');
  install = spawnSync(
    'pnpm',
    [
      'install',
      '--prefer-offline',
      `--store-dir=${storeDir}`,
      '--reporter=append-only',
      '--fetch-timeout=120000',
      '--network-concurrency=4',
      '--config.fetch-retries=6',
      '--config.fetch-retry-mintimeout=2000',
      '--config.fetch-retry-maxtimeout=60000',
    ],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 30 * 60_000 },
  );
}
if (install.status !== 0) {
  console.error(`${install.stdout}${install.stderr}${install.error ?? ''}`);
  console.log('# fail 1');
  process.exit(1);
}
console.log(`installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);

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
