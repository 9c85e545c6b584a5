// Lints each packed tarball as a registry would serve it (run by scripts/pack-and-consume.mjs, which
// sets HEALTHSITE_TARBALLS): publint (package.json against the files that ship) and
// are-the-types-wrong (every entry point resolves to its types and JavaScript under Node's ESM
// resolution and bundlers; the packages are ESM only, so CommonJS resolution is out of scope), and
// the manifest rules of a package a brand installs next to others, and no trace of the machine that
// built it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const dir = process.env.HEALTHSITE_TARBALLS;
if (!dir) throw new Error('HEALTHSITE_TARBALLS is not set: run scripts/pack-and-consume.mjs');
const tarballs = readdirSync(dir).filter((f) => f.endsWith('.tgz'));
const checkout = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

for (const file of tarballs) {
  const tarball = join(dir, file);
  const text = (name) => spawnSync('tar', ['-xOzf', tarball, `package/${name}`], { encoding: 'utf8' }).stdout;
  const pkg = JSON.parse(text('package.json'));

  test(`${pkg.name}: publint finds no problem`, async () => {
    const bytes = readFileSync(tarball);
    const { messages } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    const problems = messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`);
    assert.deepEqual(problems, []);
  });

  test(`${pkg.name}: are-the-types-wrong finds no problem`, () => {
    // Stylesheets, fonts and JSON are files, not modules with types.
    const nonModules = Object.entries(pkg.exports)
      .filter(([, target]) => typeof target === 'string' && !/\.(js|mjs)$/.test(target))
      .map(([entry]) => entry);
    const args = [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color', '--no-emoji'];
    if (nonModules.length > 0) args.push('--exclude-entrypoints', ...nonModules);
    const attw = spawnSync('attw', args, { encoding: 'utf8' });
    assert.equal(attw.status, 0, `${attw.stdout}${attw.stderr}`);
  });

  test(`${pkg.name}: MIT, its own LICENSE, and our packages as peers with ranges`, () => {
    assert.equal(pkg.license, 'MIT');
    assert.match(text('LICENSE'), /^MIT License/);
    assert.ok(pkg.repository?.url && pkg.homepage, 'repository and homepage');
    const ours = (deps = {}) => Object.entries(deps).filter(([name]) => name.startsWith('@healthsite/'));
    // One copy of ui (and its locale context) in any site: never a hard dependency on a sibling.
    assert.deepEqual(ours(pkg.dependencies), []);
    for (const [name, range] of ours(pkg.peerDependencies))
      assert.match(range, /^\^\d+\.\d+\.\d+$/, `${name} is a caret range, not a pinned version`);
    for (const peer of ['react', 'react-dom'])
      if (pkg.peerDependencies?.[peer]) assert.equal(pkg.peerDependencies[peer], '^19.0.0');
  });

  test(`${pkg.name}: no file names the directory it was built in`, () => {
    // A builder's absolute path would publish their directory (a user name, say) and give the same
    // code other chunk names in every checkout, and so other hashes in a site built from it.
    const unpacked = mkdtempSync(join(tmpdir(), 'healthsite-tarball-'));
    try {
      spawnSync('tar', ['-xzf', tarball, '-C', unpacked]);
      const files = readdirSync(unpacked, { recursive: true, withFileTypes: true }).filter((entry) =>
        entry.isFile(),
      );
      assert.ok(files.length > 0, 'the tarball unpacked');
      const naming = files
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => readFileSync(file, 'latin1').includes(checkout))
        .map((file) => relative(unpacked, file));
      assert.deepEqual(naming, [], `files that contain ${checkout}`);
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  });

  test(`${pkg.name}: every stylesheet it ships is one its exports name`, () => {
    // A module's CSS import is lifted by the build into a stylesheet of its own (dist/index.css);
    // one that no export names never reaches a site, and its component renders unstyled there.
    const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout;
    const shipped = listing
      .split('\n')
      .filter((name) => name.endsWith('.css'))
      .map((name) => `./${name.replace(/^package\//, '')}`);
    const targets = Object.values(pkg.exports).filter((target) => typeof target === 'string');
    const exported = (file) =>
      targets.some((target) =>
        target.includes('*')
          ? new RegExp(`^${target.split('*').map(RegExp.escape).join('[^/]+')}$`).test(file)
          : target === file,
      );
    assert.deepEqual(
      shipped.filter((file) => !exported(file)),
      [],
    );
  });
}
