#!/usr/bin/env node
// The largest single task of a page's start, measured alone: React DOM's client module made ready.
//
//   pnpm build && node bench/framework-init.mjs [--runs 8]
//
// The framework chunk (React, react-dom, React Router) carries react-dom/client as a CommonJS
// module in a function of its own (the bundler's wrapper): its code runs when the client entry
// first asks for it, just before hydration, in one piece that no scheduler can split. In Lighthouse
// traces of the demo pages that piece was the one long task left on every route (13 ms of CPU at
// full speed on the 2-core test machine, 2026-11-29), four times that at Lighthouse's 4× slowdown.
//
// For each run, a fresh browser context on the built site's origin loads the framework chunk
// (modulepreload), imports a one-line module that takes react-dom/client's getter from it, and
// times the getter's first call (performance.now), with V8's compile events traced: how much of the
// call is V8 parsing functions again to collect their source positions (V8.CollectSourcePositions),
// which it does for the whole wrapper at once. Prints the medians and each run; exits 0.
// Needs the build (pnpm build). Starts the stand-ins and the production server (services off).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { root, startSite } from './lib/site-rig.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '8' } } });
const runs = Number(args.runs);
const assets = join(root, 'apps/web/build/client/assets');
const framework = readdirSync(assets).find((f) => /^framework-[\w-]+\.js$/.test(f));
if (!framework) {
  console.error('No framework chunk in apps/web/build/client/assets: run "pnpm build" first.');
  process.exit(1);
}
// The client entry's first line names the framework chunk's export that is react-dom/client's
// getter: `import{…,v as i}from"./framework-….js"; … l=i()` (the names are the minifier's).
const entry = readdirSync(assets).find((f) => /^entry\.client-[\w-]+\.js$/.test(f));
const entryCode = entry ? readFileSync(join(assets, entry), 'utf8') : '';
const imported = /import\{([^}]*)\}from"\.\/framework-/.exec(entryCode)?.[1] ?? '';
const local = /\bhydrateRoot\)\(document/.test(entryCode)
  ? /\(0,(\w+)\.hydrateRoot\)/.exec(entryCode)?.[1]
  : undefined;
const getterLocal = local && new RegExp(`\\b${local}=(\\w+)\\(\\)`).exec(entryCode)?.[1];
const getter = imported
  .split(',')
  .map((binding) => binding.split(' as '))
  .find(([, as]) => as === getterLocal)?.[0];
if (!getter) {
  console.error(`Cannot find react-dom/client's getter in ${entry ?? 'the client entry'}.`);
  process.exit(1);
}

const site = await startSite();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs() });
const rows = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const fw = `/assets/${framework}`;
    await page.route(`${site.base}/__framework-init`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><link rel="modulepreload" href="${fw}"></head><body></body></html>`,
      }),
    );
    await page.route(`${site.base}/__framework-init.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `import { ${getter} as reactDomClient } from '${fw}'; window.__reactDomClient = reactDomClient;`,
      }),
    );
    await page.goto(`${site.base}/__framework-init`);
    await page.evaluate(() => import('/__framework-init.js'));
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const traced = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['v8', 'disabled-by-default-v8.compile'] },
      transferMode: 'ReportEvents',
    });
    const ms = await page.evaluate(() => {
      const started = performance.now();
      window.__reactDomClient();
      return performance.now() - started;
    });
    await cdp.send('Tracing.end');
    await traced;
    const sum = (name) =>
      events.filter((e) => e.ph === 'X' && e.name === name).reduce((total, e) => total + e.dur / 1000, 0);
    rows.push({ ms, sourcePositions: sum('V8.CollectSourcePositions') });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
const median = (key) => rows.map((r) => r[key]).sort((a, b) => a - b)[rows.length >> 1];
const list = (key) => rows.map((r) => r[key].toFixed(1)).join(', ');
console.log(`react-dom/client made ready (${framework}, first call of its getter, full speed):`);
console.log(`  ${median('ms').toFixed(1)} ms median (runs ${list('ms')})`);
console.log(
  `  of which V8 collecting source positions: ${median('sourcePositions').toFixed(1)} ms median (runs ${list('sourcePositions')})`,
);
