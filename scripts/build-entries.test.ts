// The packages' builds do not depend on the checkout or the run. A build config that lists its
// entries in readdir's order lists them in the file system's order, which differs between
// checkouts (ui's did: a fresh clone's site came out 14 bytes heavier and failed the first-load
// budget there alone, c79fba5). And tsup runs an array of entries through a glob (tinyglobby)
// whose order is the file system's too, and changes from run to run: ui's sorted array still came
// out in another order in a fresh clone, 9 bytes heavier and over the budget (3d32b3a). Each
// package's tsup config is loaded twice, in a process of its own, with the file system's listings
// as they come and reversed, and its entries are taken as tsup takes them (an array through tsup's
// own glob, an object as it is); what esbuild is given must be the same.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = readdirSync(join(root, 'packages'))
  .filter((name) => existsSync(join(root, 'packages', name, 'tsup.config.ts')))
  .sort();

// Loads ./tsup.config.ts and prints what it tells tsup (functions left out), with every listing
// of node:fs reversed when REVERSED is set (the named exports too: syncBuiltinESMExports).
const loader = `
import fs from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { pathToFileURL } from 'node:url';
if (process.env.REVERSED) {
  const reversed = (list) => (Array.isArray(list) ? [...list].reverse() : list);
  const { readdirSync, globSync, readdir: readdirCallback } = fs;
  const { readdir } = fs.promises;
  fs.readdirSync = (...args) => reversed(readdirSync(...args));
  fs.globSync = (...args) => reversed(globSync(...args));
  fs.promises.readdir = async (...args) => reversed(await readdir(...args));
  // The callback form: tsup's glob (tinyglobby, through fdir) reads folders with it.
  fs.readdir = (...args) => {
    const callback = args.pop();
    readdirCallback(...args, (error, list) => callback(error, reversed(list)));
  };
  syncBuiltinESMExports();
}
const { default: config } = await import(pathToFileURL('tsup.config.ts').href);
const options = typeof config === 'function' ? await config({}) : config;
// What tsup does with the entries before esbuild sees them: an array goes through its glob.
if (Array.isArray(options.entry)) {
  const fromTsup = createRequire(createRequire(pathToFileURL('package.json')).resolve('tsup'));
  options.entry = await fromTsup('tinyglobby').glob(options.entry);
}
process.stdout.write(JSON.stringify(options));
`;

function configOf(name: string, reversed: boolean): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '--eval', loader], {
    cwd: join(root, 'packages', name),
    env: { ...process.env, REVERSED: reversed ? '1' : '' },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('the packages’ build configs', () => {
  it('finds every package', () => {
    expect(packages).toEqual(expect.arrayContaining(['blocks', 'content-client', 'finder', 'ui']));
  });

  it.each(packages)(
    '%s: gives esbuild its entries in the same order whatever order the file system lists them in',
    (name) => {
      const asListed = configOf(name, false);
      expect(JSON.stringify(configOf(name, true))).toBe(JSON.stringify(asListed));
    },
  );
});
