#!/usr/bin/env node
// The release flow of the published packages, with changesets:
//
//   pnpm release             1. changeset version: the pending changesets become versions and
//                               CHANGELOG entries (internal peer ranges follow);
//                            2. the lockfile and the build follow the new versions;
//                            3. changeset publish: every package whose version is not on the
//                               registry yet is published (pnpm turns `workspace:^` into `^x.y.z`)
//                               and tagged in git.
//   pnpm release --dry-run   the same in a temporary copy of the working tree: versions, then the
//                            tarballs that `publish` would upload (packed, not uploaded), listed
//                            with their versions and peer ranges. Nothing in the checkout changes
//                            and no registry is asked, so the suite can run it (scripts/release.test.mjs).
//
// Commit the result of step 1 (package.json files, CHANGELOG.md files, removed changesets) before
// publishing for real; the flow refuses to publish from a dirty tree.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackages, publishedPackages, root } from './pack.mjs';

const run = (cmd, args, cwd, options = {}) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options });

const versions = (dir) =>
  Object.fromEntries(
    publishedPackages.map((name) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'packages', name, 'package.json'), 'utf8'));
      return [pkg.name, pkg.version];
    }),
  );

/**
 * A copy of the working tree as git sees it (tracked and new files, nothing ignored) plus the
 * packages' builds: where `changeset version` may rewrite files. No node_modules in it (pnpm run
 * there would relink the checkout's): the tools run from the checkout.
 */
export function copyOfWorkingTree() {
  const copy = mkdtempSync(join(tmpdir(), 'healthsite-release-'));
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  for (const name of publishedPackages) {
    const dist = join(root, 'packages', name, 'dist');
    if (existsSync(dist)) cpSync(dist, join(copy, 'packages', name, 'dist'), { recursive: true });
  }
  // The changelog generator, resolved from the checkout's dependencies.
  const configFile = join(copy, '.changeset', 'config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.changelog = fileURLToPath(import.meta.resolve('@changesets/cli/changelog'));
  writeFileSync(configFile, JSON.stringify(config));
  return copy;
}

/** Dry run: returns what would be published, per package: old and new version, tarball manifest. */
export function releaseDryRun({ log = console.log } = {}) {
  const copy = copyOfWorkingTree();
  try {
    const before = versions(copy);
    log('changeset version (in a copy of the working tree)');
    run(join(root, 'node_modules', '.bin', 'changeset'), ['version'], copy, { stdio: 'inherit' });
    const after = versions(copy);
    const tarballs = join(copy, '.release');
    // `pnpm pack` is what `publish` uploads: the same files, `workspace:` ranges already replaced.
    const packed = packPackages(tarballs, copy);
    const plan = Object.entries(after).map(([name, version]) => {
      const manifest = JSON.parse(run('tar', ['-xOzf', packed[name].tarball, 'package/package.json'], copy));
      const changelog = join(copy, 'packages', name.replace('@healthsite/', ''), 'CHANGELOG.md');
      return {
        name,
        from: before[name],
        to: version,
        publish: version !== before[name],
        peerDependencies: manifest.peerDependencies ?? {},
        files: run('tar', ['-tzf', packed[name].tarball], copy).trim().split('\n'),
        changelog: existsSync(changelog) ? readFileSync(changelog, 'utf8') : '',
      };
    });
    for (const p of plan) {
      const peers = Object.entries(p.peerDependencies)
        .filter(([peer]) => peer.startsWith('@healthsite/'))
        .map(([peer, range]) => `${peer}@${range}`)
        .join(', ');
      log(
        p.publish
          ? `would publish ${p.name}@${p.to} (from ${p.from})${peers ? `, peers ${peers}` : ''}`
          : `unchanged ${p.name}@${p.from}`,
      );
    }
    return plan;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function release() {
  const status = run('git', ['status', '--porcelain'], root);
  if (status.trim()) throw new Error('The working tree has changes: commit them before releasing.');
  run(join(root, 'node_modules', '.bin', 'changeset'), ['version'], root, { stdio: 'inherit' });
  run('pnpm', ['install', '--lockfile-only', '--prefer-offline'], root, { stdio: 'inherit' });
  run('turbo', ['run', 'build', '--output-logs=errors-only'], root, { stdio: 'inherit' });
  const changed = run('git', ['status', '--porcelain'], root);
  if (changed.trim()) {
    console.log('Versions and changelogs written. Review, commit, then run `pnpm release` again to publish.');
    return;
  }
  run(join(root, 'node_modules', '.bin', 'changeset'), ['publish'], root, { stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--dry-run')) releaseDryRun();
  else release();
}
