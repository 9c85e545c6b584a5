// The package's stylesheet as consumers get it (dist/styles.css and its parts, dist/styles/*.css):
// nothing styled outside it, one part per block type, and block parts that cannot affect each other,
// so that a page may carry only the base and the parts of the blocks it shows, in any order.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultBlockRegistry } from './defaultBlockRegistry';

const src = dirname(fileURLToPath(import.meta.url));
const uiSrc = join(src, '../../ui/src');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** The files a stylesheet @imports (relative, in order). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^@import '([^']+)';$/gm)].map(([, path]) =>
    join(dirname(file), path!),
  );

/** Every file a stylesheet includes, itself and its imports' imports. */
function closure(file: string, into = new Set<string>()): Set<string> {
  into.add(file);
  for (const next of importsOf(file)) closure(next, into);
  return into;
}

/** The selectors of a stylesheet's style rules (not at-rules, not keyframe stops). */
function selectorsOf(file: string): string[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{};]+)\{/g)]
    .map(([, prelude]) => prelude!.trim())
    .filter(
      (prelude) =>
        !prelude.startsWith('@') && !/^(from|to|[\d.]+%)(\s*,\s*(from|to|[\d.]+%))*$/.test(prelude),
    )
    .flatMap((prelude) => splitList(prelude));
}

/** A selector list's selectors (commas inside `:is(…)` and the like separate nothing). */
function splitList(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...selectors, list.slice(start).trim()];
}

/** A class's block: `.hs-stage__image--wide` → `hs-stage`. */
const rootOf = (className: string) => className.replace(/(__|--).*$/, '');
const classRootsOf = (selector: string) =>
  new Set([...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => rootOf(name!)));

const stylesheet = join(src, 'styles.css');
const base = join(src, 'base.css');
const blockParts = importsOf(stylesheet).filter((file) => file !== base);

describe('the stylesheet', () => {
  it('includes every CSS file of the package, and no module imports CSS', () => {
    const included = closure(stylesheet);
    const orphans = filesUnder(src)
      .filter((file) => file.endsWith('.css') && !included.has(file))
      .map((file) => relative(src, file));
    // A module's CSS import is lifted by the build into a file no export names: the site then
    // renders that component unstyled (as RelatedPages, PreviewBanner and the search page once were).
    const importing = filesUnder(src)
      .filter(
        (file) => /\.tsx?$/.test(file) && /^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(src, file));
    expect({ orphans, importing }).toEqual({ orphans: [], importing: [] });
  });

  it('is the base, then one stylesheet per block type named after it', () => {
    expect(importsOf(stylesheet)[0]).toBe(base);
    for (const part of blockParts) {
      const type = relative(src, part).split('/')[0]!;
      expect(relative(src, part)).toBe(`${type}/${type}.css`);
      expect(Object.keys(defaultBlockRegistry)).toContain(type);
    }
    // Every block type that has a stylesheet of its own is a part (not hidden in the base).
    const baseFiles = closure(base);
    for (const type of Object.keys(defaultBlockRegistry))
      expect(baseFiles.has(join(src, type, `${type}.css`)), `${type}.css is in the base`).toBe(false);
  });

  it("styles only each block type's own elements in its stylesheet", () => {
    // A class root is a block's own when no other stylesheet (ui's, the base, another block's) names it.
    const others = [...filesUnder(uiSrc).filter((file) => file.endsWith('.css')), ...closure(base)];
    const rootsIn = (files: Iterable<string>) =>
      new Set(
        [...files].flatMap((file) => selectorsOf(file).flatMap((selector) => [...classRootsOf(selector)])),
      );
    const problems: string[] = [];
    for (const part of blockParts) {
      const elsewhere = rootsIn([...others, ...blockParts.filter((other) => other !== part)]);
      const selectors = selectorsOf(part);
      expect(selectors.length, relative(src, part)).toBeGreaterThan(0);
      for (const selector of selectors)
        if (![...classRootsOf(selector)].some((root) => !elsewhere.has(root)))
          problems.push(`${relative(src, part)}: "${selector}" names no class of its own block`);
    }
    expect(problems).toEqual([]);
  });
});
