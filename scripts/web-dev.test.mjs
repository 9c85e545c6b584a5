// The web app's dev server (`react-router dev`, what `pnpm dev` runs), as a developer meets it on a
// fresh start: against the content and finder stand-ins, its dependencies pre-bundled anew
// (`--force`, as in a fresh clone). Nothing else in the suite runs it: it once answered every page
// with the 500 fallback for two days (the server's ids differed from the browser's), and on a fresh
// start its first page never hydrated (the pre-bundling changed under it).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, root, startProcess } from '../bench/lib/site-rig.mjs';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { testTimeouts } from './test-timeouts.ts';

const limit = testTimeouts.devServer;

const web = join(root, 'apps/web');
// React Router's CLI, as the app's `dev` script runs it (the package exports no path to it).
const cli = join(realpathSync(join(web, 'node_modules/@react-router/dev')), 'bin.cjs');

// The services' storage of this run (SQLite), with the demo reviews.
const dataDir = mkdtempSync(join(tmpdir(), 'healthsite-web-dev-'));
let services = [];
let dev;
let devOutput = '';
let base;
let browser;

/** The dev server's output since it started (Vite's log lines, without colours). */
const devLog = () => stripVTControlCharacters(devOutput);

before(async () => {
  const [contentPort, finderPort, devPort] = [await freePort(), await freePort(), await freePort()];
  services = [
    await startProcess(
      'content-service',
      'apps/content-service/src/main.ts',
      // Its image URLs on the host the site asks it on (an image from any other host is dropped).
      { PORT: String(contentPort), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${contentPort}` },
      `http://127.0.0.1:${contentPort}/health`,
    ),
    await startProcess(
      'finder-service',
      'apps/finder-service/src/main.ts',
      { PORT: String(finderPort), HOST: '127.0.0.1' },
      `http://127.0.0.1:${finderPort}/health`,
    ),
  ];
  base = `http://127.0.0.1:${devPort}`;
  // Its own process group: the CLI restarts itself in a child (with --conditions=development).
  dev = spawn(
    process.execPath,
    [cli, 'dev', '--force', '--port', String(devPort), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: web,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CONTENT_ENDPOINT: `http://127.0.0.1:${contentPort}/content`,
        FINDER_ENDPOINT: `http://127.0.0.1:${finderPort}`,
        SITE_URL: base,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SEED_DEMO_REVIEWS: 'on',
      },
    },
  );
  for (const stream of [dev.stdout, dev.stderr])
    stream.setEncoding('utf8').on('data', (d) => (devOutput += d));
  // Up once it answers (the first page load itself is part of the tests). A condition, not a
  // sleep: it ends as soon as the server listens, or when the process has ended.
  for (const deadline = Date.now() + limit; ;) {
    if (dev.exitCode !== null) throw new Error(`react-router dev ended:\n${devLog()}`);
    if (Date.now() > deadline) throw new Error(`react-router dev did not listen:\n${devLog()}`);
    try {
      await fetch(`${base}/@vite/client`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs() });
});

after(async () => {
  await browser?.close();
  if (dev?.exitCode === null) {
    const ended = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    // Its whole group, by force if it has not ended after a while.
    const force = setTimeout(() => process.kill(-dev.pid, 'SIGKILL'), 10_000);
    await ended;
    clearTimeout(force);
  }
  for (const service of services) service.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page whose failures (script errors, console errors, answers ≥ 400) are collected. */
async function watchedPage() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(limit);
  const failures = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed: ${request.url()}`));
  return { page, failures };
}

/** Resolves once React has hydrated the document (root.tsx marks `<html data-hydrated>`). */
const hydrated = (page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test(
  'the first page of a fresh start hydrates, with its images and reviews, and nothing fails',
  { timeout: limit },
  async () => {
    const { page, failures } = await watchedPage();
    await page.goto(`${base}/produkte/dual`);
    await hydrated(page);
    // The product hero's image comes through the dev server's image proxy (/img/…), decoded.
    const image = page.locator('.hs-product-hero img').first();
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => img.complete, await image.elementHandle());
    assert.match(await image.evaluate((img) => img.currentSrc), /\/img\//);
    assert.ok((await image.evaluate((img) => img.naturalWidth)) > 0, 'the image is decoded');
    assert.equal(
      await page.locator('.hs-product-hero__inner').evaluate((el) => getComputedStyle(el).display),
      'grid',
      "the block's stylesheet applies",
    );
    // The reviews come from the services' API on the dev server (the demo reviews).
    const reviews = page.locator('[data-block="TmReviews"]');
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByRole('heading', { name: /\d+ Bewertung/ }).waitFor();
    assert.deepEqual(failures, []);
    // Every dependency was pre-bundled before the page asked: no second bundling, no reload (the
    // log is the server's: it names the address it serves).
    assert.match(devLog(), /Local:\s+http:\/\/127\.0\.0\.1:/);
    assert.doesNotMatch(
      devLog(),
      /optimized dependenc(y|ies) changed|Outdated Optimize Dep|Failed to resolve/,
    );
    await page.close();
  },
);

test('a client navigation renders the next page with its blocks', { timeout: limit }, async () => {
  const { page, failures } = await watchedPage();
  await page.goto(`${base}/`);
  await hydrated(page);
  await page.evaluate(() => (window.beforeNavigation = true));
  await page.locator('header a[href="/produkte"]').first().click();
  await page.waitForURL(`${base}/produkte`);
  await page.locator('[data-block-type="CmProductShowcase"]').first().waitFor();
  assert.equal(
    await page.evaluate(() => window.beforeNavigation),
    true,
    'the same document: a client navigation, not a reload',
  );
  assert.deepEqual(failures, []);
  await page.close();
});

test(
  "the finder's search answers through the dev server, as through server.ts",
  { timeout: limit },
  async () => {
    const response = await fetch(`${base}/api/finder?zipcode=10115&distance=15`);
    assert.equal(response.status, 200);
    const pharmacies = await response.json();
    assert.equal(pharmacies.length, 729);
  },
);

test(
  "the page's rating, social-card image and the services' form posts answer as through server.ts",
  { timeout: limit },
  async () => {
    // The card image the page names (cropped from its hero image through the image proxy).
    const html = await (await fetch(`${base}/produkte/dual`)).text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    assert.ok(card, 'the page names its social-card image');
    const image = await fetch(new URL(new URL(card).pathname, base));
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/jpeg');
    assert.ok((await image.arrayBuffer()).byteLength > 1000);
    // The product's rating in its structured data: the load context server.ts gives (the demo
    // reviews from the services' storage).
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    assert.ok(ld, 'the page carries structured data');
    const ratings = [];
    JSON.parse(ld, (key, value) => (key === 'aggregateRating' && ratings.push(value), value));
    assert.equal(ratings.length, 1, 'the product has one aggregate rating');
    assert.ok(ratings[0].reviewCount > 0, JSON.stringify(ratings[0]));
    // A post's body reaches the services (a Vite middleware before them would have read it).
    const signUp = await fetch(`${base}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: 'no-address', locale: 'de', privacyAccepted: true }),
    });
    assert.equal(signUp.status, 400);
    assert.deepEqual((await signUp.json()).error.fields, {
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
  },
);
