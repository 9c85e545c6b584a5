#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling) for pages of a running site, in Debian's
// Chromium, with our budgets:
//   node bench/lighthouse.mjs [baseUrl=http://localhost:3000] [paths=/,/produkte/care,/en]
// Start the site first (npm start). Prints the four category scores and the core metrics per page
// and exits 1 when a page misses a budget.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const [base = 'http://localhost:3000', pathList = '/,/produkte/care,/en'] = process.argv.slice(2);
const budgets = {
  performance: 0.9,
  accessibility: 1,
  'best-practices': 0.9,
  seo: 0.9,
  lcpMs: 2500,
  cls: 0.1,
  tbtMs: 200,
};
// The workspace root's lighthouse (a devDependency), so that plain `node bench/lighthouse.mjs` finds it.
const lighthouse = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules/.bin/lighthouse');
const out = mkdtempSync(join(tmpdir(), 'healthsite-lighthouse-'));
const flags = chromiumArgs().filter((f) => f !== '--disable-dev-shm-usage');
const failures = [];

for (const path of pathList.split(',')) {
  const url = new URL(path, base).href;
  const file = join(out, `${path.replace(/\W+/g, '_') || 'home'}.json`);
  execFileSync(
    lighthouse,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${flags.join(' ')}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromiumPath() } },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id) => report.categories[id].score;
  const metric = (id) => report.audits[id].numericValue;
  const row = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
  };
  console.log(
    `${path.padEnd(18)} perf ${(row.performance * 100).toFixed(0).padStart(3)}  a11y ${(row.accessibility * 100).toFixed(0).padStart(3)}  ` +
      `best ${(row['best-practices'] * 100).toFixed(0).padStart(3)}  seo ${(row.seo * 100).toFixed(0).padStart(3)}  ` +
      `LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${row.tbtMs.toFixed(0)} ms`,
  );
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo'])
    if (row[key] < budgets[key]) failures.push(`${path}: ${key} ${row[key]} < ${budgets[key]}`);
  for (const key of ['lcpMs', 'cls', 'tbtMs'])
    if (row[key] > budgets[key]) failures.push(`${path}: ${key} ${row[key].toFixed(3)} > ${budgets[key]}`);
}
for (const f of failures) console.error(`over budget: ${f}`);
process.exit(failures.length ? 1 : 0);
