// `pnpm release --dry-run`: the changesets flow (version, then what publish would upload) on a copy
// of the working tree. Proves the pending changesets produce versions, changelogs and peer ranges a
// brand can install, and that the dry run changes nothing in the checkout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { releaseDryRun } from './release.mjs';
import { root } from './pack.mjs';

const status = () => execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });

/** Pending changesets and the packages they name (the front matter of each .changeset/*.md). */
function pendingChangesets() {
  const dir = join(root, '.changeset');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, f), 'utf8'))?.[1] ?? '';
      return [...front.matchAll(/^['"]?(@healthsite\/[\w-]+)['"]?\s*:\s*(major|minor|patch)/gm)].map(
        (m) => m[1],
      );
    });
}

test('release --dry-run versions every package a changeset names and packs what publish would upload', () => {
  const before = status();
  const plan = releaseDryRun({ log: () => {} });
  assert.equal(status(), before, 'the checkout is untouched');

  const named = new Set(pendingChangesets().flat());
  assert.ok(named.size > 0, 'there are pending changesets to release');
  const byName = Object.fromEntries(plan.map((p) => [p.name, p]));
  for (const name of named) {
    assert.ok(byName[name]?.publish, `${name} gets a new version`);
    assert.match(
      byName[name].changelog,
      new RegExp(`^# ${name}\\n\\n## ${byName[name].to.replace(/\./g, '\\.')}`),
    );
  }
  for (const p of plan)
    assert.ok(
      p.files.includes('package/dist/index.js') || p.files.some((f) => /^package\/dist\/.+\.js$/.test(f)),
      `${p.name} ships its build`,
    );
  // Peer ranges of the packed manifests name the versions that are released with them.
  for (const p of plan) {
    for (const [peer, range] of Object.entries(p.peerDependencies)) {
      if (!peer.startsWith('@healthsite/')) continue;
      assert.equal(range, `^${byName[peer].to}`, `${p.name} asks for ${peer}@^${byName[peer].to}`);
    }
  }
});
