#!/usr/bin/env node
// What each block type costs a server render: every block of every demo page (both locales),
// rendered alone with the code-split renderer the site uses (validated once, as the site does, then
// rendered with React's renderToString again and again), and each whole page's blocks together.
//
//   pnpm build && node bench/blocks-render.mjs [--ms 40] [--pages produkte-dual,en:dry-eyes]
//
// Prints, per block type, the median time of its demo blocks, their elements and the time per
// element, sorted by the time per element: React writes an element in about 1.3–2.5 µs here, so a
// type well above that carries a component stack of its own (Radix's tabs did: 12 µs an element, until
// ui's Tabs were plain elements). Then the slowest pages' blocks together. No budget: the figures
// depend on the machine (a busy one doubles them); compare a change with the same run before it.
// The pages' chrome and the framework around them are not in these figures (bench/web-ssr.mjs
// measures whole responses), and a block costs more inside a whole page than in this hot loop (the
// chrome two to three times as much: docs/performance.md); the ranking is what this is for.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { ms: { type: 'string', default: '40' }, pages: { type: 'string' } },
});
process.env.NODE_ENV = 'production';
const repo = fileURLToPath(new URL('..', import.meta.url));
const blocksDir = join(repo, 'packages/blocks');
const fromBlocks = createRequire(join(blocksDir, 'package.json'));
const { renderToString } = await import(pathToFileURL(fromBlocks.resolve('react-dom/server')).href);
const { createElement } = await import(pathToFileURL(fromBlocks.resolve('react')).href);
const { defaultBlockRegistry, prepareBlocks } = await import(
  pathToFileURL(join(blocksDir, 'dist/index.js')).href
);
const { PreparedPageRenderer, toPageBlocks, preloadBlocks, blockTypesOf } = await import(
  pathToFileURL(join(blocksDir, 'dist/render.js')).href
);

const quiet = { warn() {}, debug() {} };
const contentDir = join(repo, 'apps/content-service/content');
const wanted = values.pages?.split(',').map((name) => (name.includes(':') ? name : `de-DE:${name}`));
const pages = readdirSync(contentDir).flatMap((locale) =>
  readdirSync(join(contentDir, locale, 'pages'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ locale, name: file.slice(0, -5) }))
    .filter(({ locale: l, name }) => !wanted || wanted.includes(`${l}:${name}`)),
);
const budgetMs = Number(values.ms);

/** µs per render of these blocks: warmed, then rendered for about `budgetMs`. */
async function timed(page, content, locale) {
  const blocks = toPageBlocks(prepareBlocks({ id: page.id, content }, defaultBlockRegistry, quiet));
  await preloadBlocks(blockTypesOf(blocks));
  const render = () =>
    renderToString(
      createElement(PreparedPageRenderer, { page: { id: page.id }, blocks, logger: quiet, locale }),
    );
  const html = render();
  for (let i = 0; i < 200; i++) render();
  let runs = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (let i = 0; i < 50; i++) render();
    runs += 50;
    elapsed = performance.now() - started;
  }
  return { us: (elapsed / runs) * 1000, elements: (html.match(/<[a-zA-Z]/g) ?? []).length };
}

const median = (figures) => [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)];
const byType = new Map();
const wholePages = [];
for (const { locale, name } of pages) {
  const page = JSON.parse(readFileSync(join(contentDir, locale, 'pages', `${name}.json`), 'utf8'));
  const content = Array.isArray(page.content) ? page.content : [];
  for (const block of content) {
    const figure = await timed(page, [block], locale);
    const list = byType.get(block.uiComponent) ?? [];
    list.push(figure);
    byType.set(block.uiComponent, list);
  }
  wholePages.push({
    page: `${locale === 'de-DE' ? '' : `${locale}:`}${name}`,
    ...(await timed(page, content, locale)),
  });
}

const rows = [...byType].map(([type, figures]) => {
  const us = median(figures.map((f) => f.us));
  const elements = median(figures.map((f) => f.elements));
  return { type, blocks: figures.length, us, elements, perElement: us / Math.max(elements, 1) };
});
rows.sort((a, b) => b.perElement - a.perElement);
console.log(`server render of each block type alone (medians over its demo blocks; ${pages.length} pages)`);
console.log('  type                   blocks      µs  elements  µs/element');
for (const r of rows) {
  console.log(
    `  ${r.type.padEnd(22)} ${String(r.blocks).padStart(6)} ${r.us.toFixed(0).padStart(7)} ${String(r.elements).padStart(9)} ${r.perElement.toFixed(2).padStart(11)}`,
  );
}
wholePages.sort((a, b) => b.us - a.us);
console.log('\nslowest pages, all their blocks together');
for (const p of wholePages.slice(0, 8)) {
  console.log(`  ${p.page.padEnd(40)} ${p.us.toFixed(0).padStart(6)} µs  ${p.elements} elements`);
}
