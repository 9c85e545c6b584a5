// `pnpm gen:block <Name>` tried on a throwaway name, in a temporary copy of the working tree (the
// checkout is never touched): the block folder is complete, the package lists it everywhere, the
// JSON Schema knows it, and the result type-checks, lints and passes its own and the registry's
// tests.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { copyOfWorkingTree } from './release.mjs';
import { root } from './pack.mjs';

const name = 'CmThrowawayProbe';
let copy;
const src = () => join(copy, 'packages', 'blocks', 'src');
const read = (file) => readFileSync(join(src(), file), 'utf8');
const inCopy = (tool, args) =>
  execFileSync(join(root, 'node_modules', '.bin', tool), args, {
    cwd: copy,
    encoding: 'utf8',
    stdio: 'pipe',
  });
const status = () => execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
let statusBefore;

before(() => {
  statusBefore = status();
  copy = copyOfWorkingTree();
  // The copy uses the checkout's installed dependencies (no install runs in it).
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  for (const group of ['packages', 'apps'])
    for (const dir of readdirSync(join(root, group))) {
      const modules = join(root, group, dir, 'node_modules');
      if (existsSync(modules) && existsSync(join(copy, group, dir)))
        symlinkSync(modules, join(copy, group, dir, 'node_modules'));
    }
  execFileSync(process.execPath, [join(copy, 'scripts', 'gen-block.mjs'), name, '--root', copy], {
    cwd: copy,
    stdio: 'pipe',
  });
});

after(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('writes the block folder: component, schema, copy, CSS, stories, fixtures, test, index', () => {
  assert.deepEqual(readdirSync(join(src(), name)).sort(), [
    `${name}.css`,
    `${name}.stories.tsx`,
    `${name}.test.tsx`,
    `${name}.tsx`,
    'copy.ts',
    'fixtures.ts',
    'index.ts',
    'schema.ts',
  ]);
});

test('lists it in the registry, the loaders, the exports, the stylesheet and the copy namespaces', () => {
  assert.match(read('defaultBlockRegistry.ts'), new RegExp(`${name}: cmThrowawayProbeModule,`));
  assert.match(
    read('PageRenderer/blockLoaders.ts'),
    new RegExp(`${name}: \\(\\) =>\\s+import\\('../${name}/${name}'\\)`),
  );
  assert.match(read('index.ts'), new RegExp(`export \\* from './${name}';`));
  assert.match(read('styles.css'), new RegExp(`@import './base.css';\\n@import './${name}/${name}.css';\\n`));
  assert.match(read('i18n/namespaces.ts'), /'blocks\.throwawayProbe': ThrowawayProbeCopy;/);
  assert.match(read('defaultBlockRegistry.test.tsx'), /^ {2}cmThrowawayProbeBlock,$/m);
});

test('updates the published JSON Schema', () => {
  const schema = JSON.parse(
    readFileSync(join(copy, 'packages', 'blocks', 'schema', 'content.schema.json'), 'utf8'),
  );
  assert.ok(schema.$defs[name], `$defs.${name}`);
  assert.equal(schema.$defs[name].properties.note.type, 'string');
  assert.match(schema.description, new RegExp(name));
});

test('the new block type-checks, lints and passes its tests and the registry’s', () => {
  inCopy('tsc', ['-p', 'packages/blocks/tsconfig.json', '--noEmit']);
  inCopy('eslint', ['--max-warnings=0', `packages/blocks/src/${name}`]);
  inCopy('prettier', [
    '--check',
    '--log-level=warn',
    `packages/blocks/src/${name}`,
    'packages/blocks/schema',
  ]);
  const out = inCopy('vitest', [
    'run',
    '--project',
    'unit',
    `packages/blocks/src/${name}`,
    'packages/blocks/src/defaultBlockRegistry.test.tsx',
    'packages/blocks/src/contentSchema.test.ts',
  ]);
  assert.match(stripVTControlCharacters(out), /Test Files\s+3 passed/);
});

test('the checkout is untouched', () => {
  assert.equal(status(), statusBefore);
  assert.equal(existsSync(join(root, 'packages', 'blocks', 'src', name)), false);
});
