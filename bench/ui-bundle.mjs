#!/usr/bin/env node
// What @healthsite/ui costs a consumer, measured the way a sister site gets it.
//
//   node bench/ui-bundle.mjs [--no-build]
//
// Builds packages/ui (tsup) unless --no-build, then bundles tiny entries with Vite from the
// package's dist (React external, as every page pays for it anyway) and prints gzip sizes:
//   - the whole stylesheet (budget: under 25 KB gzip),
//   - the JavaScript of importing Button alone, and of importing every component,
//   - the font faces (woff2 is compressed already: their bytes as sent); the upright Latin face is the
//     one every page's first paint preloads (budget: 34 KB).
// Fails (exit 1) when a budget is broken or Button alone drags in the sanitiser, Radix or another
// component's code.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildPackage, bundleEntry, gzipSize as gz, kb, repo } from './lib/package-bundle.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const ui = `${repo}packages/ui`;
buildPackage('@healthsite/ui', values['no-build']);

const CSS_BUDGET = 25 * 1024;
const FIRST_PAINT_FONT = 'inter-latin-wght-normal';
const FIRST_PAINT_FONT_BUDGET = 34 * 1024;

async function bundle(code) {
  const output = await bundleEntry({
    root: ui,
    code,
    alias: [{ find: /^@healthsite\/ui$/, replacement: `${ui}/dist/index.js` }],
  });
  const chunks = output.filter((o) => o.type === 'chunk');
  const js = chunks.map((c) => c.code).join('\n');
  const modules = chunks.flatMap((c) => Object.keys(c.modules));
  return { gzip: gz(js), raw: Buffer.byteLength(js), js, modules };
}

const css = readFileSync(`${ui}/dist/styles.css`, 'utf8');
const button = await bundle(
  `import { Button } from '@healthsite/ui'; export const b = Button; console.log(Button);`,
);
const all = await bundle(`import * as ui from '@healthsite/ui'; console.log(ui);`);

console.log('@healthsite/ui, bundled with Vite from packages/ui/dist (React external)\n');
console.log(
  `stylesheet (styles.css)       ${kb(gz(css)).padStart(9)} gzip  (${kb(css.length)} min)  budget ${kb(CSS_BUDGET)}`,
);
console.log(`JS, Button alone              ${kb(button.gzip).padStart(9)} gzip  (${kb(button.raw)} min)`);
console.log(`JS, every component           ${kb(all.gzip).padStart(9)} gzip  (${kb(all.raw)} min)`);
const fonts = readdirSync(`${ui}/dist/fonts`)
  .filter((name) => name.endsWith('.woff2'))
  .map((name) => ({ name, bytes: statSync(`${ui}/dist/fonts/${name}`).size }));
for (const { name, bytes } of fonts) {
  const budget = name.startsWith(FIRST_PAINT_FONT)
    ? `  budget ${kb(FIRST_PAINT_FONT_BUDGET)} (first paint)`
    : '';
  console.log(`font ${name.padEnd(36)}${kb(bytes).padStart(9)}${budget}`);
}

const failures = [];
if (gz(css) > CSS_BUDGET) failures.push(`the stylesheet is over budget (${kb(gz(css))} > ${kb(CSS_BUDGET)})`);
const firstPaint = fonts.find(({ name }) => name.startsWith(FIRST_PAINT_FONT));
if (!firstPaint) failures.push(`no ${FIRST_PAINT_FONT} face in dist/fonts`);
else if (firstPaint.bytes > FIRST_PAINT_FONT_BUDGET)
  failures.push(
    `the first-paint font is over budget (${kb(firstPaint.bytes)} > ${kb(FIRST_PAINT_FONT_BUDGET)})`,
  );
for (const [what, pattern] of [
  ['the sanitiser (DOMPurify)', /purify|sanitize/i],
  ['Radix', /radix-ui/],
]) {
  if (pattern.test(button.js) || button.modules.some((m) => pattern.test(m)))
    failures.push(`importing Button alone pulls in ${what}`);
}
if (button.gzip > all.gzip / 3) failures.push('importing Button alone carries most of the package');
for (const f of failures) console.error(`FAIL: ${f}`);
process.exit(failures.length ? 1 : 0);
