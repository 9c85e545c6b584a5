// Error handling (product spec §2 Error page, §8). These tests switch the content service's
// scenario, which the whole web app sees: they run one after another, and restore `normal`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTENT, PORTS, contentRequests, pageOf, setScenario } from './helpers';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setScenario(request, CONTENT, 'normal');
});

test('an unknown path answers 404 with the /404 content page', async ({ page, request }) => {
  const notFound = await pageOf(request, 'de-DE', '/404');
  const res = await page.goto('/gibt-es-nicht/wirklich-nicht');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(notFound.seo.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an unknown English path answers 404 with /en/404', async ({ page, request }) => {
  const notFound = await pageOf(request, 'en', '/404');
  const res = await page.goto('/en/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(notFound.seo.title);
});

test('without /404 content an unknown path shows "This page could not be found"', async ({
  page,
  request,
}) => {
  await setScenario(request, CONTENT, 'without-404');
  await expect(async () => {
    const res = await page.goto('/gibt-es-nicht');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
  await expect(page.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('a failing CMS after a successful load keeps the page served (stale-if-error)', async ({
  page,
  request,
}) => {
  const home = await pageOf(request, 'de-DE', '/');
  expect((await page.goto('/'))?.status()).toBe(200);
  const asked = await contentRequests(request);
  await setScenario(request, CONTENT, 'status-500');
  // The site revalidates when a request finds its content older than a few seconds: keep visiting
  // until it has asked the failing CMS again; every visit meanwhile must be served.
  const statuses = new Set<number | undefined>();
  await expect
    .poll(
      async () => {
        statuses.add((await page.goto('/produkte/care'))?.status());
        return contentRequests(request);
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBeGreaterThan(asked);
  expect([...statuses]).toEqual([200]);
  for (let i = 0; i < 3; i++) {
    const res = await page.goto('/produkte/care');
    expect(res?.status()).toBe(200);
    const again = await page.goto('/');
    expect(again?.status()).toBe(200);
    await expect(page).toHaveTitle(home.seo.title);
  }
});

test('an unreachable CMS with an empty cache gives an error page, never a stack trace', async ({
  request,
}) => {
  const port = PORTS.spareWeb;
  const server = spawn(process.execPath, [join(process.cwd(), 'apps/web/server.ts')], {
    // Without the services (SERVICES=off): this server is about the CMS being away.
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      CONTENT_ENDPOINT: 'http://127.0.0.1:9/content',
      FINDER_ENDPOINT: 'http://127.0.0.1:9',
      SITE_URL: `http://localhost:${port}`,
      SERVICES: 'off',
    },
    stdio: 'ignore',
  });
  try {
    let res: Awaited<ReturnType<typeof request.get>> | undefined;
    await expect(async () => {
      res = await request.get(`http://localhost:${port}/produkte/care`);
    }).toPass({ timeout: 15_000 });
    expect(res!.status()).toBe(503);
    // Never kept by a CDN; clients are told when to try again.
    expect([res!.headers()['cache-control'], res!.headers()['retry-after']]).toEqual(['no-store', '30']);
    const html = await res!.text();
    expect(html).toContain('Es ist ein Fehler aufgetreten.');
    expect(html).toContain('Zur Startseite');
    expect(html).not.toMatch(/\bat .+\.(?:js|ts):\d+/);
    // Alive, but not ready: a load balancer keeps visitors away until the content is there.
    const alive = await request.get(`http://localhost:${port}/healthz`);
    expect(alive.status()).toBe(200);
    const ready = await request.get(`http://localhost:${port}/readyz`);
    expect(ready.status()).toBe(503);
    expect(ready.headers()['retry-after']).toBe('5');
    expect(await ready.json()).toMatchObject({ status: 'not-ready', checks: { content: 'unavailable' } });
  } finally {
    server.kill('SIGTERM');
  }
});
