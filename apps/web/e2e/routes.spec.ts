// Routes and locales as a visitor sees them (product spec §2 Routing).
import { expect, test } from '@playwright/test';
import { WEB, hydrated, pageOf, settled, withoutPrefetch } from './helpers';

test('the home page / is German', async ({ page, request }) => {
  const home = await pageOf(request, 'de-DE', '/');
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(home.seo.title);
  const stage = home.content.find((b) => b.uiComponent.startsWith('SmStage') && b.headline);
  const headline = stage?.headline?.replace(/<[^>]+>/g, '').trim();
  expect(headline, 'the demo home page has a stage with a headline').toBeTruthy();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(headline!);
  await expect(page.locator('main#main')).toBeVisible();
});

test('/en is English', async ({ page, request }) => {
  const home = await pageOf(request, 'en', '/');
  const res = await page.goto('/en');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(home.seo.title);
});

test('a product page carries its theme', async ({ page }) => {
  const res = await page.goto('/produkte/care');
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-theme="care"]').first()).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('canonical and hreflang alternates are in the head', async ({ page }) => {
  await page.goto('/produkte/care');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${WEB}/produkte/care`);
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${WEB}/en/products/care`,
  );
  await expect(head.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    `${WEB}/produkte/care`,
  );
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${WEB}/produkte/care`,
  );
});

test('a trailing slash redirects permanently to the canonical path, keeping the query', async ({
  request,
}) => {
  const res = await request.get('/produkte/care/?ref=test', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe('/produkte/care?ref=test');
  const home = await request.get('/', { maxRedirects: 0 });
  expect(home.status()).toBe(200);
});

test('the skip link moves to the main landmark', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('hashed assets are cached for a year and served precompressed', async ({ page, request }) => {
  await page.goto('/');
  // The framework chunk: large enough to be precompressed (files under 1 KB, such as the client
  // entry and some block chunks, are sent as they are).
  const src = await page
    .locator('link[rel="modulepreload"][href*="/framework-"]')
    .first()
    .getAttribute('href');
  expect(src).toMatch(/^\/assets\//);
  const res = await request.get(src!, { headers: { 'Accept-Encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['content-encoding']).toBe('br');
});

test('the framework chunk asks V8 to compile it as it streams in, and only it', async ({ request }) => {
  // V8 reads the hint on the file's first line; other chunks are too small for Chromium to stream,
  // so they stay lazily compiled (client-chunks.vite.ts).
  const html = await (await request.get('/produkte/dual')).text();
  const chunks = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  expect(chunks.length).toBeGreaterThan(5);
  const hinted: string[] = [];
  for (const href of chunks) {
    const code = await (await request.get(href)).text();
    if (code.includes('allFunctionsCalledOnLoad')) {
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), `${href}: hint on the first line`).toBe(true);
      hinted.push(href.replace(/-[\w-]{8}\.js$/, ''));
    }
  }
  expect(hinted).toEqual(['/assets/framework']);
});

test('pages hydrate without errors and internal links lead to content pages', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${msg.text()}`);
    }
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  // Internal links navigate on the client: one .data request, no new document.
  const data = page.waitForResponse((r) => r.url().includes('/produkte/care.data'));
  const link = page.locator('main a[href="/produkte/care"]').first();
  await link.click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/produkte\/care$/);
  await expect(page.locator('[data-theme="care"]').first()).toBeAttached();
  await settled(page);
  expect(problems).toEqual([]);
});

test('a browser without paint timing hydrates the page too (one frame after it rendered)', async ({
  page,
}) => {
  // As in a browser that does not report paints: observing them is accepted and never answered.
  await page.addInitScript(() => {
    const Native = PerformanceObserver;
    class WithoutPaint extends Native {
      static override get supportedEntryTypes() {
        return Native.supportedEntryTypes.filter((type) => type !== 'paint');
      }
      override observe(options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') super.observe(options);
      }
    }
    window.PerformanceObserver = WithoutPaint;
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/produkte/care');
  await hydrated(page);
  // The held code is in place: the router's module script and the module preloads.
  await expect(page.locator('template#hs-hydrate, template#hs-preloads')).toHaveCount(0);
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
  expect(errors).toEqual([]);
});
