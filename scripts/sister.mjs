#!/usr/bin/env node
// Builds apps/sister, the NORALIS sister site, the way a brand builds its site: from the packed
// tarballs of this checkout (copied to apps/sister/.packs/), installed offline from the workspace's
// pnpm store into apps/sister's own node_modules, type-checked, and built with Vite (React Router).
// Then `node apps/sister/server.ts` serves it (its end-to-end test: apps/sister/playwright.config.ts).
//
//   node scripts/sister.mjs                 pack, install, typecheck, build
//   node scripts/sister.mjs --test          … then its end-to-end test (npm test runs this)
//   node scripts/sister.mjs --screenshots   … then the README's screenshots (docs/images/sister-*)
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installOffline, packPackages, root } from './pack.mjs';

const sister = join(root, 'apps', 'sister');
const step = (what) => console.log(`sister: ${what}`);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: sister, stdio: 'inherit' });

step('packing the packages');
const tarballs = mkdtempSync(join(tmpdir(), 'healthsite-sister-packs-'));
try {
  const packed = packPackages(tarballs);
  // Stable names (package.json points at them); the versions are inside the tarballs. The folder
  // is ignored by git, so a fresh clone does not have it.
  mkdirSync(join(sister, '.packs'), { recursive: true });
  for (const [name, { tarball }] of Object.entries(packed))
    copyFileSync(tarball, join(sister, '.packs', `${name.replace('@healthsite/', 'healthsite-')}.tgz`));

  // A fresh install from the tarballs every time: a lockfile would pin the last tarballs' hashes.
  rmSync(join(sister, 'node_modules'), { recursive: true, force: true });
  rmSync(join(sister, 'pnpm-lock.yaml'), { force: true });
  step('installing the tarballs (offline, from pnpm’s store)');
  const install = installOffline(sister, { ignoreWorkspace: false, log: (m) => step(m) });
  if (install.status !== 0) {
    console.error(`${install.stdout}${install.stderr}${install.error ?? ''}`);
    process.exit(1);
  }
  // The packages are the packed versions, installed as a registry would install them.
  for (const [name, { version }] of Object.entries(packed)) {
    const dir = join(sister, 'node_modules', name);
    const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    const real = join(sister, 'node_modules', '.pnpm');
    if (installed !== version) throw new Error(`${name}: installed ${installed}, packed ${version}`);
    if (
      lstatSync(dir).isSymbolicLink() &&
      !execFileSync('readlink', ['-f', dir], { encoding: 'utf8' }).startsWith(real)
    )
      throw new Error(`${name} is linked outside apps/sister/node_modules: not installed from its tarball`);
    step(`${name}@${installed} from its tarball`);
  }
} finally {
  rmSync(tarballs, { recursive: true, force: true });
}

step('type-checking');
run('pnpm', ['run', '--silent', 'typecheck']);
step('building with Vite');
run('pnpm', ['run', '--silent', 'build']);
step('built: node apps/sister/server.ts serves it');

const project = process.argv.includes('--test')
  ? 'sister'
  : process.argv.includes('--screenshots')
    ? 'readme'
    : undefined;
if (project) {
  step(project === 'sister' ? 'end-to-end test' : 'README screenshots');
  const e2e = spawnSync(
    join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', join(sister, 'playwright.config.ts'), '--project', project],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(e2e.status ?? 1);
}
