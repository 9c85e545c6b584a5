#!/usr/bin/env node
// Proves that a sister site can install and use our packages as published: packs every package
// with `pnpm pack` (workspace: ranges become versions), lints each tarball with publint and
// are-the-types-wrong, installs the tarballs into a fresh project outside the workspace with no
// overrides (the packages find each other through their peer dependencies, as they would from a
// registry), type-checks a consumer against the published .d.ts files and renders a component of
// each package with react-dom/server (node's test runner).
//
// The install must not depend on the registry being fast (a cold npm cache once stalled this
// step for five minutes): it runs offline from the workspace's pnpm store (scripts/pack.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installOffline, packPackages, root, workspaceRange } from './pack.mjs';

const work = mkdtempSync(join(tmpdir(), 'healthsite-consumer-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
mkdirSync(app);
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const packed = packPackages(tarballs);
for (const [name, { tarball }] of Object.entries(packed)) console.log(`packed ${name} -> ${tarball}`);

// What a sister site lists: our packages and the peers they ask for, nothing else. No overrides:
// blocks finds the one @healthsite/ui of the project through its peer dependency.
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'sister-site',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(Object.entries(packed).map(([name, p]) => [name, `file:${p.tarball}`])),
        react: workspaceRange('react'),
        'react-dom': workspaceRange('react-dom'),
        zod: workspaceRange('zod'),
        // For @healthsite/ui/sanitize and the blocks' server-side preparation (jsdom on the server).
        'isomorphic-dompurify': workspaceRange('isomorphic-dompurify'),
        '@types/react': workspaceRange('@types/react'),
      },
    },
    null,
    2,
  ),
);
console.log(`installing the tarballs into ${app} (offline, from pnpm's store)`);
const install = installOffline(app);
if (install.status !== 0) {
  console.error(`${install.stdout}${install.stderr}${install.error ?? ''}`);
  console.log('# fail 1');
  process.exit(1);
}

cpSync(join(root, 'scripts', 'consumer'), app, { recursive: true });
const tsc = join(root, 'node_modules', '.bin', 'tsc');
console.log('type-checking the consumer against the published declarations');
try {
  execFileSync(tsc, ['-p', 'tsconfig.json'], { cwd: app, stdio: ['ignore', 'pipe', 'inherit'] });
} catch (e) {
  console.error(e.stdout?.toString() ?? e.message);
  console.log('# fail 1');
  process.exit(1);
}
console.log('linting each tarball, then rendering each package with react-dom/server');
try {
  execFileSync(
    'node',
    [
      '--test',
      '--test-reporter=tap',
      join(root, 'scripts', 'tarballs.test.mjs'),
      join(app, 'consume.test.mjs'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, HEALTHSITE_TARBALLS: tarballs, HEALTHSITE_CONSUMER: app },
    },
  );
} catch {
  process.exit(1);
}
