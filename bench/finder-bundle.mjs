#!/usr/bin/env node
// What the pharmacy finder costs a page, measured the way a consumer app gets it.
//
//   node bench/finder-bundle.mjs [--no-build]
//
// Builds packages/finder (tsup) unless --no-build, then bundles a tiny page entry with Vite (as a
// sister site would) from the package's dist: it imports FinderModal and styles.css and renders
// the modal. React and react-dom are external (every page pays for them anyway). Prints gzip sizes:
//   1. first load: the entry's JavaScript and everything it imports statically, and the CSS;
//   2. the lazy map: the dynamically imported chunk(s) with their own imports, the MapLibre
//      worker (an asset emitted from `new URL(…, import.meta.url)`) and any CSS they bring.
// Fails (exit 1) if MapLibre ends up in the first load, or the worker is not emitted.
import { parseArgs } from 'node:util';
import { buildPackage, bundleEntry, gzipSize, kb, repo } from './lib/package-bundle.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const finder = `${repo}packages/finder`;
buildPackage('@healthsite/finder', values['no-build']);

const entry = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { defineFinderCatalogue } from '@healthsite/finder';
import { FinderModal, createHttpLocalSearchService } from '@healthsite/finder/react';
import '@healthsite/finder/styles.css';
// The site's catalogue is the site's data: one product here, checked as every catalogue is.
const catalogue = defineFinderCatalogue({
  brand: 'SISTER',
  products: [{
    name: 'SISTER CARE', title: 'SISTER CARE', landscapeFormat: false,
    image: { src: 'data:image/svg+xml,', alt: 'SISTER CARE' },
    variants: [{ name: '10 ml', pzn: '18734027' }],
  }],
});
const localSearch = createHttpLocalSearchService('https://finder.example/');
createRoot(document.getElementById('root')).render(
  createElement(FinderModal, { open: true, onOpenChange() {}, catalogue, localSearch }),
);`;

const output = await bundleEntry({
  root: finder,
  code: entry,
  alias: [
    { find: /^@healthsite\/finder\/react$/, replacement: `${finder}/dist/react/index.js` },
    { find: /^@healthsite\/finder$/, replacement: `${finder}/dist/index.js` },
    { find: /^@healthsite\/finder\/styles\.css$/, replacement: `${finder}/dist/styles.css` },
  ],
});

const byName = new Map(output.map((o) => [o.fileName, o]));
const bytes = (o) => (o.type === 'chunk' ? o.code : o.source);
const gz = (o) => gzipSize(bytes(o));
const raw = (o) => Buffer.byteLength(bytes(o));

function closure(names) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !byName.has(name)) return; // external (React)
    seen.add(name);
    const chunk = byName.get(name);
    for (const dep of chunk?.imports ?? []) visit(dep);
  };
  names.forEach(visit);
  return seen;
}

const entryChunk = output.find((o) => o.type === 'chunk' && o.isEntry);
const first = closure([entryChunk.fileName]);
const lazy = new Set(
  [...closure([...first].flatMap((n) => byName.get(n)?.dynamicImports ?? []))].filter((n) => !first.has(n)),
);
const cssOf = (names) =>
  [...new Set([...names].flatMap((n) => [...(byName.get(n)?.viteMetadata?.importedCss ?? [])]))].map((n) =>
    byName.get(n),
  );

const firstJs = [...first].map((n) => byName.get(n));
const firstCss = cssOf(first);
const lazyJs = [...lazy].map((n) => byName.get(n));
const lazyCss = cssOf(lazy);
const worker = output.filter((o) => o.type === 'asset' && /maplibre-gl-worker.*\.mjs$/.test(o.fileName));

const sum = (list, f) => list.reduce((n, o) => n + f(o), 0);
const row = (label, list) =>
  console.log(`${label.padEnd(34)} ${kb(sum(list, gz)).padStart(9)} gzip  (${kb(sum(list, raw))} min)`);

console.log('Pharmacy finder, bundled with Vite from packages/finder/dist (React external)\n');
console.log('First load');
row('  JavaScript', firstJs);
row('  CSS (styles.css)', firstCss);
console.log('Lazy map (loaded when local results show)');
row('  JavaScript (MapLibre + style data)', lazyJs);
row('  worker (maplibre-gl-worker.mjs)', worker);
row(lazyCss.length ? '  CSS' : '  CSS (none: inlined in the JS above)', lazyCss);
row('  total', [...lazyJs, ...worker, ...lazyCss]);

// Where the bytes come from: each module's minified code, gzipped per package (gzip of a part is
// a little larger than its share of the whole; the totals above are the real figures).
function byPackage(title, chunks) {
  const groups = new Map();
  for (const chunk of chunks) {
    for (const [id, m] of Object.entries(chunk.modules)) {
      const key = id.includes('/packages/finder/')
        ? '@healthsite/finder'
        : id.includes('/packages/ui/') || id.includes('@healthsite/ui')
          ? '@healthsite/ui'
          : (/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? 'other');
      const name =
        key.startsWith('@radix-ui/') ||
        /^(react-remove-scroll|react-style-singleton|use-|aria-hidden|get-nonce|tslib)/.test(key)
          ? '@radix-ui/react-dialog (with its dependencies)'
          : key;
      groups.set(name, (groups.get(name) ?? '') + (m.code ?? ''));
    }
  }
  console.log(`\n${title}`);
  const rows = [...groups].map(([k, code]) => [k, gzipSize(code), Buffer.byteLength(code)]);
  for (const [key, g, r] of rows.sort((a, b) => b[1] - a[1])) {
    console.log(`  ${key.padEnd(46)} ${kb(g).padStart(9)} gzip  (${kb(r)} rendered)`);
  }
}
byPackage('First-load JavaScript by package', firstJs);
byPackage(
  'Lazy map JavaScript by package (MapLibre CSS and the offline style data are inside @healthsite/finder)',
  lazyJs,
);

const mapInFirstLoad = firstJs.some((c) => Object.keys(c.modules).some((id) => id.includes('maplibre-gl')));
if (mapInFirstLoad) {
  console.error('\nFAIL: MapLibre is in the first load');
  process.exit(1);
}
if (worker.length === 0 || lazyJs.length === 0) {
  console.error('\nFAIL: the lazy map chunk or its worker was not emitted');
  process.exit(1);
}
