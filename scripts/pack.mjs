// Packs every published package with `pnpm pack` (workspace: ranges become versions, as on the
// registry), for the tests that install what a sister site installs: the pack test and apps/sister.
// Also the one place that knows which store the workspace install filled, so that those installs
// run offline from it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The published packages, in dependency order. */
export const publishedPackages = ['ui', 'content-client', 'finder', 'services', 'blocks'];

const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/**
 * Packs the published packages of the checkout at `from` into `destination` (emptied first).
 * Returns, per package name, its version and the tarball's path.
 */
export function packPackages(destination, from = root) {
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  const packed = {};
  for (const dir of publishedPackages) {
    const cwd = join(from, 'packages', dir);
    const { name, version } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    const before = new Set(readdirSync(destination));
    sh('pnpm', ['pack', '--pack-destination', destination], cwd);
    const tgz = readdirSync(destination).find((f) => !before.has(f));
    if (!tgz) throw new Error(`pnpm pack produced no tarball for packages/${dir}`);
    packed[name] = { version, tarball: join(destination, tgz) };
  }
  return packed;
}

/** The pnpm store the workspace install filled, wherever pnpm keeps it on this machine. */
export function workspaceStore() {
  return sh('pnpm', ['store', 'path'], root).trim();
}

/**
 * `pnpm install` in a project outside the workspace, offline from the workspace's store: the
 * dependencies are the workspace's, which its install has put in the store and metadata cache.
 * Only if that is impossible (a cache cleared by hand) does it ask the registry, with retries and
 * generous time-outs, so that a slow registry is a delay and not a failure. Returns the spawn
 * result of the install that counted.
 */
export function installOffline(cwd, { log = console.log, ignoreWorkspace = true } = {}) {
  const store = workspaceStore();
  const common = [
    'install',
    `--store-dir=${store}`,
    '--reporter=append-only',
    ...(ignoreWorkspace ? ['--ignore-workspace'] : []),
    '--config.confirm-modules-purge=false',
    // A peer a project forgot must fail the install, not be fetched behind its back.
    '--config.auto-install-peers=false',
  ];
  const started = Date.now();
  let install = spawnSync('pnpm', [...common, '--offline'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  if (install.status !== 0) {
    log(`offline install not possible:\n${install.stdout}${install.stderr}`.trimEnd());
    log('installing from the registry instead (retries and long time-outs: slow is fine)');
    install = spawnSync(
      'pnpm',
      [
        ...common,
        '--prefer-offline',
        '--fetch-timeout=120000',
        '--network-concurrency=4',
        '--config.fetch-retries=6',
        '--config.fetch-retry-mintimeout=2000',
        '--config.fetch-retry-maxtimeout=60000',
      ],
      { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 30 * 60_000 },
    );
  }
  if (install.status === 0) log(`installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return install;
}

/** The version range a workspace package declares for a dependency (for consumers' package.json). */
export function workspaceRange(name) {
  for (const file of [
    join(root, 'package.json'),
    ...publishedPackages.map((dir) => join(root, 'packages', dir, 'package.json')),
  ]) {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    for (const field of ['dependencies', 'devDependencies']) {
      const range = pkg[field]?.[name];
      if (range && !range.startsWith('workspace:')) return range;
    }
  }
  throw new Error(`No workspace package depends on ${name}`);
}
