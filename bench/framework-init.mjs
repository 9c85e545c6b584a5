#!/usr/bin/env node
// The largest single task of a page's start, measured alone: React DOM's client module made ready,
// in a visitor's browser and in a browser that Playwright drives (a DevTools protocol client).
//
//   pnpm build && node bench/framework-init.mjs [--runs 8]
//
// The framework chunk (React, react-dom, React Router) carries react-dom/client as a CommonJS
// module inside one function of 200 KB (the bundler's wrapper): its code runs when the client entry
// first asks for it, just before hydration, in one piece no scheduler can split. In traces of the
// demo pages recorded through Playwright it was one long task on every route (13 ms of CPU at full
// speed on the 2-core test machine, 2026-11-29); in Lighthouse's own traces it is 2–4 ms.
//
// A page on a small local server loads the built framework chunk (modulepreload), then a module
// takes react-dom/client's getter from it and times its first call (performance.now), and reports
// the figure to the server. Each run is a fresh Chromium with a fresh profile:
//   visitor   Chromium started with the page's URL, no DevTools protocol client attached;
//   devtools  the same page through Playwright (a DevTools protocol client with its Runtime domain
//             on): V8 then records a detailed stack for every Error made, and
//             React DOM makes a few at its start, inside that 200 KB function, so V8 parses the
//             whole function again for its source positions (V8.CollectSourcePositions).
// Prints the medians and every run; exits 0. Needs the client build (pnpm build), nothing else.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, freshProfileArg } from '../scripts/chromium.ts';
import { median, root } from './lib/site-rig.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '8' } } });
const runs = Number(args.runs);
const assets = join(root, 'apps/web/build/client/assets');
const files = readdirSync(assets);
const framework = files.find((f) => /^framework-[\w-]+\.js$/.test(f));
const entry = files.find((f) => /^entry\.client-[\w-]+\.js$/.test(f));
if (!framework || !entry) {
  console.error('No client build in apps/web/build/client/assets: run "pnpm build" first.');
  process.exit(1);
}
// The client entry names react-dom/client's getter: `import{…,v as i}from"./framework-….js"` and
// `l=i()`, where `l` is what `(0,l.hydrateRoot)(document,…)` is called on (minified names).
const entryCode = readFileSync(join(assets, entry), 'utf8');
const client = /\(0,(\w+)\.hydrateRoot\)/.exec(entryCode)?.[1];
const local = client && new RegExp(`\\b${client}=(\\w+)\\(\\)`).exec(entryCode)?.[1];
const getter = (/import\{([^}]*)\}from"\.\/framework-/.exec(entryCode)?.[1] ?? '')
  .split(',')
  .map((binding) => binding.split(' as '))
  .find(([name, as]) => (as ?? name) === local)?.[0];
if (!getter) {
  console.error(`Cannot find react-dom/client's getter in ${entry}.`);
  process.exit(1);
}

const page = `<!doctype html><html><head><meta charset="utf-8"><link rel="modulepreload" href="/assets/${framework}"></head><body>
<script type="module">
import { ${getter} as reactDomClient } from '/assets/${framework}';
// After the chunk's compile on a background thread has surely finished, as on a page.
await new Promise((resolve) => setTimeout(resolve, 300));
const started = performance.now();
reactDomClient();
fetch('/report?ms=' + (performance.now() - started));
</script></body></html>`;

let reported;
const server = http.createServer((req, res) => {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/page.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  } else if (pathname === '/report') {
    res.end();
    reported?.(Number(searchParams.get('ms')));
  } else if (/^\/assets\/[\w.-]+\.js$/.test(pathname)) {
    res
      .writeHead(200, { 'content-type': 'text/javascript' })
      .end(readFileSync(join(assets, pathname.slice(8))));
  } else res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const url = `http://127.0.0.1:${port}/page.html`;

/** The page's report, or a failure after 30 s (a browser that never ran the page). */
const nextReport = () =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no report from the page in 30 s')), 30_000);
    reported = (ms) => {
      clearTimeout(timer);
      resolve(ms);
    };
  });

const figures = { visitor: [], devtools: [] };
try {
  for (let run = 0; run < runs; run++) {
    // A visitor's browser: Chromium with the page's URL, no protocol client.
    const profile = freshProfileArg();
    const report = nextReport();
    const browser = spawn(chromiumPath(), ['--headless=new', ...chromiumArgs(), profile, url], {
      stdio: 'ignore',
    });
    try {
      figures.visitor.push(await report);
    } finally {
      browser.kill('SIGKILL');
      rmSync(profile.slice('--user-data-dir='.length), { recursive: true, force: true });
    }
    // A browser a DevTools protocol client drives (Playwright).
    const driven = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs() });
    try {
      const driverReport = nextReport();
      await (await driven.newPage()).goto(url);
      figures.devtools.push(await driverReport);
    } finally {
      await driven.close();
    }
  }
} finally {
  server.close();
}
console.log(`react-dom/client made ready (${framework}, first call of its getter, full speed):`);
for (const [mode, values] of Object.entries(figures))
  console.log(
    `  ${mode.padEnd(9)} ${median(values).toFixed(1)} ms median (runs ${values.map((v) => v.toFixed(1)).join(', ')})`,
  );
