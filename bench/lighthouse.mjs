#!/usr/bin/env node
// Lighthouse 13 (mobile preset: Moto G Power screen, simulated slow 4G and 4× CPU) on every demo
// route of both locales, in Debian's Chromium, with the budgets of a fast site on a phone:
//
//   node bench/lighthouse.mjs [--base http://localhost:3000] [--paths /,/en,…] [--runs 3]
//                             [--cpu-slowdown 4] [--without-scripts] [--tasks]
//
// Without --base it starts its own site (stand-ins and the production server, services off, on
// free ports); either way the images a phone asks for are fetched once before anything is measured
// (warmImages). Each route runs `--runs` times, in rounds (every route once per round); the medians
// are checked against the budgets: performance ≥ 98, LCP ≤ 1.5 s, CLS 0, TBT ≤ 50 ms; a route's
// first run also reports accessibility, best practices and SEO. It prints every route with its
// figures (and each run's TBT), the render-blocking requests, the requests the first paint waited
// for (done before it, at high priority: document, fonts, scripts) and how many had started by
// then at any priority, and exits 1 when a route misses a budget.
//
// What the instrument does by itself is measured beside the site, in the same rounds: a control
// page (a heading and a paragraph: no CSS, no script, no image) served by a bare node:http server.
// Its figures are the floor of this browser on this machine; what a route shows above them is the
// site's. Each run's benchmark index (Lighthouse's measure of the host CPU, printed in every report)
// is printed too, with the CPU slowdown that Lighthouse's own calculator gives for it
// (docs/throttling.md: the default 4× is meant for a host of about 1,500; a slower host emulates a
// slower phone). `--cpu-slowdown` runs with another multiplier; the default stays Lighthouse's 4×.
//
// `--without-scripts` measures the routes as the server sends them but for their scripts: a proxy in
// front of the site leaves out the two templates that the page's loader puts in place after the first
// paint (the module preloads and the module that hydrates), so no module is fetched or run. What the
// HTML, the CSS, the font and the images cost this browser on this host, route by route: the part of
// a route's figures that no change to the site's JavaScript can take away. A diagnosis, not what
// visitors get: its figures are not the budgets' (it exits 0 when only they miss).
//
// `--tasks` lists, for every run of a route, the main-thread tasks that can count towards the total
// blocking time (longer than 50 ms ÷ the CPU slowdown as the browser ran them), from Lighthouse's
// own trace of that run: each one's wall-clock time, its CPU time, and what ran in it. Those before
// the first paint as the browser had it are marked: Lighthouse's simulation (slow 4G) moves the
// first paint later, so some of them count too. Read blocking time from these, not from a trace of
// a browser that Playwright drives: under Playwright's protocol client React DOM's start alone took
// 24 ms instead of 2.4 (see bench/framework-init.mjs). A task's CPU time far below its wall-clock
// time is the page's main thread waiting for a core of this host.
import http from 'node:http';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { HYDRATION_TEMPLATE, PRELOADS_TEMPLATE } from '../apps/web/app/hydrate-after-paint.server.ts';
import { compress } from '../apps/web/lib/compress.ts';
import { CACHED_BROTLI_QUALITY, preferredEncoding } from '../apps/web/lib/response-cache.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { median, startSite } from './lib/site-rig.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    paths: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: '4' },
    'without-scripts': { type: 'boolean', default: false },
    tasks: { type: 'boolean', default: false },
  },
});
const withoutScripts = args['without-scripts'];
const runs = Number(args.runs);
const cpuSlowdown = Number(args['cpu-slowdown']);
if (!(cpuSlowdown >= 1))
  throw new Error(`--cpu-slowdown must be a number of at least 1: ${args['cpu-slowdown']}`);
const budgets = { performance: 0.98, lcpMs: 1500, cls: 0, tbtMs: 50 };

/**
 * Debian's Chromium started the way Lighthouse's own CLI starts Chrome: by chrome-launcher, with its
 * default flags (a fresh profile; among them RenderDocument off, which Lighthouse moved to
 * chrome-launcher 1.2.1 for: with it on, this Chromium made every navigation a new frame, and that
 * work landed after Lighthouse's simulated first paint: a page with one heading and one paragraph
 * measured 0–146 ms of total blocking time here, 0–13 ms with it off), plus this machine's flags.
 */
async function startChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs().filter((f) => f !== '--disable-dev-shm-usage' && !f.startsWith('--user-data-dir')),
    ],
  });
  return { port: chrome.port, stop: () => chrome.kill() };
}

/**
 * The control page: what Lighthouse measures for a page that does nothing, on this host, in this
 * browser. Valid HTML with the parts the SEO and accessibility audits look for.
 */
const CONTROL_PAGE = Buffer.from(
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Kontrollseite</title>' +
    '<link rel="icon" href="data:,">' +
    '<meta name="description" content="Eine Seite ohne CSS, Skript und Bild: der Boden der Messung.">' +
    '</head><body><main><h1>Kontrollseite</h1><p>Ein Absatz Text, sonst nichts.</p></main></body></html>',
);

async function startControlServer() {
  const server = http.createServer((req, res) => {
    if (req.url !== '/') return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': CONTROL_PAGE.length,
      'cache-control': 'no-store',
    });
    res.end(CONTROL_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The templates the page's loader puts in place after the first paint: module preloads, hydration. */
const SCRIPT_TEMPLATES = new RegExp(
  `<template id="(?:${PRELOADS_TEMPLATE}|${HYDRATION_TEMPLATE})">[\\s\\S]*?</template>`,
  'g',
);

/**
 * For `--without-scripts`: the site behind a proxy that sends its pages without the templates that
 * load the modules (and without module preloads in the Link header); everything else passes as it
 * is, compressed as the site compresses it. Fails a page, rather than measuring it with its scripts,
 * when the templates are not found.
 */
async function startWithoutScripts(target) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      new URL(req.url, target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (response) => {
        const headers = { ...response.headers };
        if (typeof headers.link === 'string')
          headers.link = headers.link
            .split(/,\s*(?=<)/)
            .filter((entry) => !/rel=modulepreload/.test(entry))
            .join(', ');
        if (!String(headers['content-type']).startsWith('text/html')) {
          res.writeHead(response.statusCode, headers);
          return response.pipe(res);
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const stripped = html.replace(SCRIPT_TEMPLATES, '');
          const removed = (html.match(SCRIPT_TEMPLATES) ?? []).length;
          if (removed !== 2 && response.statusCode === 200) {
            res.writeHead(502, { 'content-type': 'text/plain' });
            return res.end(`expected the two script templates in ${req.url}, found ${removed}`);
          }
          // Compressed as the site compresses the pages it keeps (lib/response-cache.ts).
          const encoding = preferredEncoding(req.headers['accept-encoding'] ?? null);
          const body = encoding
            ? compress(Buffer.from(stripped), encoding, CACHED_BROTLI_QUALITY)
            : Buffer.from(stripped);
          delete headers['transfer-encoding'];
          delete headers.etag;
          if (encoding) headers['content-encoding'] = encoding;
          else delete headers['content-encoding'];
          headers['content-length'] = body.length;
          res.writeHead(response.statusCode, headers);
          res.end(body);
        });
      },
    );
    // The site compresses; the proxy asks for the page uncompressed so that it can change it.
    upstream.removeHeader('accept-encoding');
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The CPU slowdown that Lighthouse's calculator (linked from its docs/throttling.md, and what
 * PageSpeed Insights' own 1.2× was chosen with) gives for a benchmark index: 4× at about 1,533,
 * 3× at 1,300, 2× at 800, 1× at 150.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return NaN;
}

/**
 * The tasks that can count towards the blocking time, from a run's trace (Lighthouse's artifact):
 * `@<ms after navigation> <wall> ms (cpu <ms>): <what ran in it>`, those before the first paint
 * as the browser had it marked.
 */
function blockingTasksOf(trace, slowdown) {
  const ms = (us) => (us / 1000).toFixed(1);
  const events = trace?.traceEvents ?? [];
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^http/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return ['(no navigation in the trace)'];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  );
  if (!fcp || !main) return ['(no first paint or main thread in the trace)'];
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  return onMain
    .filter((t) => t.name === 'RunTask' && t.ts > navigation.ts && t.dur * slowdown > 50_000)
    .map((task) => {
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 1000,
      );
      const top = inside.filter(
        (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
      );
      const what = top
        .map((e) => {
          const data = e.args?.data ?? {};
          const source = data.functionName || (data.url ?? '').split('/').pop();
          return `${e.name}${source ? `(${source})` : ''} ${(e.dur / 1000).toFixed(1)}`;
        })
        .join(', ');
      const before = task.ts < fcp.ts ? ' (before the first paint)' : '';
      return `@${ms(task.ts - navigation.ts)} ${ms(task.dur)} ms (cpu ${task.tdur === undefined ? '?' : ms(task.tdur)})${before}: ${what || '-'}`;
    });
}

/** The figures of one Lighthouse run, or why it measured nothing. */
function sampleOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const fcp = audit('first-contentful-paint');
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  // The first paint as it happened in this browser (unthrottled), on the requests' clock.
  const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN;
  const measured = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
    .map(audit)
    .concat(fcp, lhr.categories.performance.score ?? NaN);
  if (lhr.runtimeError || !measured.every(Number.isFinite))
    return { ok: false, reason: lhr.runtimeError?.code ?? 'a metric was not computed' };
  return {
    ok: true,
    figures: {
      performance: lhr.categories.performance.score,
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      fcp,
      blocking: lhr.audits['render-blocking-insight']?.details?.items?.length ?? 0,
      // What the first paint waited for: the requests done before it that the browser fetched at
      // high priority (the document, fonts, scripts that are not asked for at low priority), i.e.
      // what Lighthouse's simulation puts on the first paint's critical path.
      beforePaint: requests.filter(
        (r) => r.networkEndTime <= observedFcp && (r.priority === 'VeryHigh' || r.priority === 'High'),
      ).length,
      // Everything that had started by then, at any priority.
      startedBeforePaint: requests.filter((r) => r.networkRequestTime <= observedFcp).length,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    },
  };
}

/** Widest rendition a phone here asks for: Lighthouse's Moto G Power is 412 CSS px at 1.75 dppx (721). */
const PHONE_WIDTH = 768;

/**
 * The images a phone asks for on these routes, made before anything is measured. The content
 * stand-in draws each rendition with sharp when it is first asked for (and then keeps it on disk),
 * the site's image proxy keeps it in memory: on a fresh machine the first round measured the pages
 * while both cores were drawing their images (57 renditions drawn during round 1 of the first run
 * on 2026-12-01). A CMS's image CDN has them ready, and so does the bench now: every candidate of
 * every srcset up to `PHONE_WIDTH`, two at a time.
 */
async function warmImages(base, paths) {
  const started = performance.now();
  const urls = new Set();
  for (const path of paths) {
    const html = await (await fetch(new URL(path, base))).text();
    for (const [, set] of html.matchAll(/(?:srcset|imagesrcset)="([^"]+)"/gi))
      for (const candidate of set.split(',')) {
        const [url, width] = candidate.trim().split(/\s+/);
        if (url && Number.parseInt(width ?? '', 10) <= PHONE_WIDTH) urls.add(url.replaceAll('&amp;', '&'));
      }
  }
  const queue = [...urls];
  const failed = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const res = await fetch(new URL(url, base));
        await res.arrayBuffer();
        if (!res.ok) failed.push(`${url} (${res.status})`);
      }
    }),
  );
  if (failed.length > 0) throw new Error(`images a phone asks for are missing: ${failed.join(', ')}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${urls.size} images of up to ${PHONE_WIDTH} px made ready first (${seconds} s)`);
}

const site = args.base ? undefined : await startSite();
const proxy = withoutScripts ? await startWithoutScripts(args.base ?? site.base) : undefined;
const base = proxy?.url ?? args.base ?? site.base;
const paths = args.paths ? args.paths.split(',') : site.pages;
await warmImages(args.base ?? site.base, paths);
const control = await startControlServer();
const CONTROL = 'control page';
const chromium = await startChromium();
// Lighthouse's mobile defaults with only the CPU multiplier changed (simulated throttling applies
// it in its simulation, after the page was loaded at full speed).
const config =
  cpuSlowdown === 4
    ? undefined
    : {
        extends: 'lighthouse:default',
        settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
      };
const failures = [];
// Routes with fewer measured runs than asked for: a failure even of --without-scripts.
const unmeasured = [];
const controlMisses = [];
try {
  console.log(
    `Lighthouse ${runs}× per route, medians (mobile, simulated throttling, ${cpuSlowdown}× CPU${cpuSlowdown === 4 ? ', Lighthouse’s default' : ''}), ${new Date().toISOString().slice(0, 10)}` +
      (withoutScripts ? '; the pages WITHOUT their scripts (--without-scripts: a diagnosis)' : ''),
  );
  // The runs go in rounds, every route once per round, not three times in a row: the medians are
  // meant to leave out a run the machine made slow, so a route's runs are taken minutes apart, and
  // a slow stretch of the machine (this 2-core virtual machine's speed varies by a third within
  // minutes) weighs on one run of several routes, which their medians leave out, rather than on
  // every run of one route.
  // The control page goes first in every round, so that its runs are spread like the routes'.
  const targets = [CONTROL, ...paths];
  const urlOf = (path) => (path === CONTROL ? control.url : new URL(path, base).href);
  const samples = new Map(targets.map((path) => [path, []]));
  const categories = new Map();
  for (let round = 0; round < runs; round++) {
    console.log(`  round ${round + 1} of ${runs}`);
    for (const path of targets) {
      const url = urlOf(path);
      // A run that measured nothing (Lighthouse's runtime error, a metric it could not compute) is
      // reported and made again, twice at most per run; it never counts as a figure.
      for (let attempt = 0; attempt < 3; attempt++) {
        const first = !categories.has(path);
        const { lhr, artifacts } = await lighthouse(
          url,
          {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: first
              ? ['performance', 'accessibility', 'best-practices', 'seo']
              : ['performance'],
          },
          config,
        );
        const sample = sampleOf(lhr);
        if (!sample.ok) {
          console.log(
            `  (${path}: round ${round + 1} measured nothing: ${sample.reason}${attempt < 2 ? '; again' : ''})`,
          );
          continue;
        }
        samples.get(path).push(sample.figures);
        if (first) categories.set(path, lhr.categories);
        if (args.tasks) {
          console.log(`    ${path} (TBT ${sample.figures.tbt.toFixed(0)} ms):`);
          for (const line of blockingTasksOf(artifacts?.Trace, cpuSlowdown)) console.log(`      ${line}`);
        }
        break;
      }
    }
  }
  for (const path of targets) {
    const measured = samples.get(path);
    if (measured.length < runs) {
      failures.push(`${path}: ${measured.length} of ${runs} runs measured`);
      unmeasured.push(path);
      console.log(`! ${path.padEnd(34)} ${measured.length} of ${runs} runs measured`);
      continue;
    }
    const row = Object.fromEntries(
      Object.keys(measured[0]).map((key) => [key, median(measured.map((s) => s[key]))]),
    );
    const misses = [];
    if (row.performance < budgets.performance)
      misses.push(`performance ${Math.round(row.performance * 100)}`);
    if (row.lcp > budgets.lcpMs) misses.push(`LCP ${(row.lcp / 1000).toFixed(2)} s`);
    if (row.cls > budgets.cls) misses.push(`CLS ${row.cls.toFixed(3)}`);
    if (row.tbt > budgets.tbtMs) misses.push(`TBT ${row.tbt.toFixed(0)} ms`);
    if (path === CONTROL) controlMisses.push(...misses);
    else if (misses.length) failures.push(`${path}: ${misses.join(', ')}`);
    const score = (id) => String(Math.round((categories.get(path)[id]?.score ?? NaN) * 100)).padStart(3);
    console.log(
      `${misses.length ? '!' : ' '} ${path.padEnd(34)} perf ${String(Math.round(row.performance * 100)).padStart(3)}  ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  ` +
        `TBT ${row.tbt.toFixed(0).padStart(3)} ms (runs ${measured.map((s) => s.tbt.toFixed(0)).join(', ')})  ` +
        `render-blocking ${row.blocking}, first paint waited for ${row.beforePaint} requests (${row.startedBeforePaint} started)  ` +
        `(a11y ${score('accessibility')}, best ${score('best-practices')}, seo ${score('seo')})`,
    );
  }
  const indexes = [...samples.values()]
    .flat()
    .map((s) => s.benchmarkIndex)
    .filter(Number.isFinite);
  if (indexes.length) {
    const bi = median(indexes);
    console.log(
      `host: Lighthouse benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)} over ${indexes.length} runs, median ${bi}; ` +
        `Lighthouse's calculator gives ${calibratedSlowdown(bi).toFixed(1)}× for it (4× is meant for about 1,533)`,
    );
  }
  if (controlMisses.length)
    console.log(
      `the control page (no CSS, no script) misses too: ${controlMisses.join(', ')}; that much is this browser on this host, not the site`,
    );
} finally {
  await chromium.stop();
  await control.stop();
  await proxy?.stop();
  await site?.stop();
}
for (const f of failures) console.error(`over budget: ${f}`);
console.log(
  `${paths.length - failures.length} of ${paths.length} routes within every budget` +
    (withoutScripts ? ' without their scripts' : ''),
);
process.exit((withoutScripts ? unmeasured : failures).length ? 1 : 0);
