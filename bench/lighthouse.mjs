#!/usr/bin/env node
// Lighthouse 13 (mobile preset: Moto G Power screen, simulated slow 4G and 4× CPU) on every demo
// route of both locales, in Debian's Chromium, with the budgets of a fast site on a phone:
//
//   node bench/lighthouse.mjs [--base http://localhost:3000] [--paths /,/en,…] [--runs 3]
//
// Without --base it starts its own site (stand-ins and the production server, services off, on
// free ports). Each route runs `--runs` times, in rounds (every route once per round); the medians
// are checked against the budgets: performance ≥ 98, LCP ≤ 1.5 s, CLS 0, TBT ≤ 50 ms; a route's
// first run also reports accessibility, best practices and SEO. It prints every route with its
// figures (and each run's TBT), the render-blocking requests, the requests the first paint waited
// for (done before it, at high priority: document, fonts, scripts) and how many had started by
// then at any priority, and exits 1 when a route misses a budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { freePort, startSite } from './lib/site-rig.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    paths: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(args.runs);
const budgets = { performance: 0.98, lcpMs: 1500, cls: 0, tbtMs: 50 };

/** Debian's Chromium with a DevTools port for Lighthouse, on a fresh profile. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'healthsite-lighthouse-'));
  const child = spawn(
    chromiumPath(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...chromiumArgs().filter((f) => f !== '--disable-dev-shm-usage' && !f.startsWith('--user-data-dir')),
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    async stop() {
      // The profile is removed once Chromium has gone (it writes into it until then).
      child.kill('SIGKILL');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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
    },
  };
}

const site = args.base ? undefined : await startSite();
const base = args.base ?? site.base;
const paths = args.paths ? args.paths.split(',') : site.pages;
const chromium = await startChromium();
const failures = [];
try {
  console.log(
    `Lighthouse ${runs}× per route, medians (mobile, simulated throttling), ${new Date().toISOString().slice(0, 10)}`,
  );
  // The runs go in rounds, every route once per round, not three times in a row: the medians are
  // meant to leave out a run the machine made slow, so a route's runs are taken minutes apart, and
  // a slow stretch of the machine (this 2-core virtual machine's speed varies by a third within
  // minutes) weighs on one run of several routes, which their medians leave out, rather than on
  // every run of one route.
  const samples = new Map(paths.map((path) => [path, []]));
  const categories = new Map();
  for (let round = 0; round < runs; round++) {
    console.log(`  round ${round + 1} of ${runs}`);
    for (const path of paths) {
      const url = new URL(path, base).href;
      // A run that measured nothing (Lighthouse's runtime error, a metric it could not compute) is
      // reported and made again, twice at most per run; it never counts as a figure.
      for (let attempt = 0; attempt < 3; attempt++) {
        const first = !categories.has(path);
        const { lhr } = await lighthouse(url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: first ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
        });
        const sample = sampleOf(lhr);
        if (!sample.ok) {
          console.log(
            `  (${path}: round ${round + 1} measured nothing: ${sample.reason}${attempt < 2 ? '; again' : ''})`,
          );
          continue;
        }
        samples.get(path).push(sample.figures);
        if (first) categories.set(path, lhr.categories);
        break;
      }
    }
  }
  for (const path of paths) {
    const measured = samples.get(path);
    if (measured.length < runs) {
      failures.push(`${path}: ${measured.length} of ${runs} runs measured`);
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
    if (misses.length) failures.push(`${path}: ${misses.join(', ')}`);
    const score = (id) => String(Math.round((categories.get(path)[id]?.score ?? NaN) * 100)).padStart(3);
    console.log(
      `${misses.length ? '!' : ' '} ${path.padEnd(34)} perf ${String(Math.round(row.performance * 100)).padStart(3)}  ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  ` +
        `TBT ${row.tbt.toFixed(0).padStart(3)} ms (runs ${measured.map((s) => s.tbt.toFixed(0)).join(', ')})  ` +
        `render-blocking ${row.blocking}, first paint waited for ${row.beforePaint} requests (${row.startedBeforePaint} started)  ` +
        `(a11y ${score('accessibility')}, best ${score('best-practices')}, seo ${score('seo')})`,
    );
  }
} finally {
  await chromium.stop();
  await site?.stop();
}
for (const f of failures) console.error(`over budget: ${f}`);
console.log(`${paths.length - failures.length} of ${paths.length} routes within every budget`);
process.exit(failures.length ? 1 : 0);
