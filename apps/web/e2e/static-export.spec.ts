// The static export (scripts/export.ts), served the way a static host would: /x -> x.html,
// unknown paths -> 404.html with status 404.
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { CONTENT, PORTS, hydrated, withoutPrefetch } from './helpers';

const PORT = PORTS.staticExport;
const outDir = resolve('test-results/static-export');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.data': 'text/x-script',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname);
  if (clean.includes('..')) return undefined;
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`];
  return candidates.map((c) => join(outDir, c)).find((f) => existsSync(f) && statSync(f).isFile());
}

let server: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await promisify(execFile)(process.execPath, ['apps/web/scripts/export.ts', '--out', outDir], {
    env: { ...process.env, CONTENT_ENDPOINT: `${CONTENT}/content`, SITE_URL: `http://localhost:${PORT}` },
  });
  server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const file = fileFor(pathname);
    const target = file ?? join(outDir, pathname.startsWith('/en/') ? 'en/404.html' : '404.html');
    res.writeHead(file ? 200 : 404, { 'Content-Type': types[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  await new Promise<void>((ready) => server.listen(PORT, ready));
});

test.afterAll(async () => {
  if (server) await new Promise((done) => server.close(done));
});

test('exported pages are served as static files with canonical URLs', async ({ page }) => {
  const res = await page.goto(`http://localhost:${PORT}/produkte/care`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-theme="care"]').first()).toBeAttached();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:${PORT}/produkte/care`,
  );
  const en = await page.goto(`http://localhost:${PORT}/en`);
  expect(en?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('client navigation in the export uses the exported .data files', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await withoutPrefetch(page);
  await page.goto(`http://localhost:${PORT}/`);
  await hydrated(page);
  const data = page.waitForResponse((r) => r.url().endsWith('/produkte/care.data'));
  await page.locator('main a[href="/produkte/care"]').first().click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/produkte\/care$/);
  await expect(page.locator('[data-theme="care"]').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('the search flyout searches the exported index', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  // The search button works once the page has hydrated (its code loads after the first paint).
  await hydrated(page);
  const index = page.waitForResponse((r) => r.url().includes('/api/search-index/de-DE'));
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  expect((await index).status()).toBe(200);
  await page.getByRole('searchbox', { name: 'Suche' }).fill('trockene Augen');
  const results = page.getByRole('list', { name: /\d+ Ergebnisse?$/ });
  await expect(results.getByRole('link', { name: /Trockene Augen/ }).first()).toBeVisible();
});

test('the export has the 404 pages of both locales', async ({ page }) => {
  const res = await page.goto(`http://localhost:${PORT}/gibt-es-nicht`);
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const en = await page.goto(`http://localhost:${PORT}/en/nope`);
  expect(en?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the export has robots.txt, the sitemap and a search page that searches in the browser', async ({
  page,
  request,
}) => {
  expect(await (await request.get(`http://localhost:${PORT}/robots.txt`)).text()).toContain(
    `Sitemap: http://localhost:${PORT}/sitemap.xml`,
  );
  expect(await (await request.get(`http://localhost:${PORT}/sitemap.xml`)).text()).toContain(
    `<loc>http://localhost:${PORT}/produkte/care</loc>`,
  );
  // A static host ignores ?q=: the page searches the exported index itself.
  await page.goto(`http://localhost:${PORT}/suche?q=trockene%20augen`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    /Ergebnisse? für „trockene augen“/,
  );
  await expect(page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/trockene-augen/,
  );
});
