// Health checks, methods, and the security headers of the web server as a browser and a scanner
// see them, and the
// Content-Security-Policy in use: the interactive flows (finder with its map, legal texts, the
// two-click video, a form sent to the services API) run without a single violation.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { testTimeouts } from '../../../scripts/test-timeouts.ts';
import { NEEDS_TLS, observatoryScan } from '../../../scripts/observatory.ts';
import { WEB, hydrated } from './helpers';

test.describe.configure({ timeout: testTimeouts.e2eFinder });

function expectBaseline(response: APIResponse, what: string) {
  const h = response.headers();
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // Left out on purpose: it costs every arrival a fresh renderer process (lib/security-headers.ts).
  expect(h['cross-origin-opener-policy'], what).toBeUndefined();
  expect(h['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(h['content-security-policy'], what).toMatch(/frame-ancestors 'self'/);
  // SITE_URL is http here: no HSTS (a browser ignores it on http anyway).
  expect(h['strict-transport-security'], what).toBeUndefined();
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('every kind of response carries the security headers; pages a strict policy', async ({ request }) => {
  const pageResponse = await request.get('/produkte/dual');
  expectBaseline(pageResponse, 'page');
  const policy = directives(pageResponse.headers()['content-security-policy'] ?? '');
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.filter((s) => /unsafe/.test(s))).toEqual([]);
  expect(scripts.some((s) => s.startsWith("'sha256-"))).toBe(true);
  // The browser talks to this origin alone: images and the finder come through it.
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  // The same page again comes from the page cache with the same policy.
  const again = await request.get('/produkte/dual');
  expect(again.headers()['content-security-policy']).toBe(pageResponse.headers()['content-security-policy']);

  const html = await pageResponse.text();
  const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  expectBaseline(await request.get(asset!), 'asset');
  expectBaseline(await request.get('/api/reviews?product=nope'), 'API answer');
  const image = /\/img\/[^"\s]+\/images\/[\w-]+\/xs-[\d-]+/.exec(html)?.[0];
  expect(image, 'a proxied image on the page').toBeDefined();
  const imageResponse = await request.get(image!);
  expect(imageResponse.status()).toBe(200);
  expect(imageResponse.headers()['content-type']).toBe('image/jpeg');
  expectBaseline(imageResponse, 'image');
  const finder = await request.get('/api/finder?zipcode=24937&distance=5');
  expect(finder.status()).toBe(200);
  expect(finder.headers()['cache-control']).toBe('private, no-store');
  expectBaseline(finder, 'finder search');
  const missing = await request.get('/gibt-es-nicht');
  expect(missing.status()).toBe(404);
  expectBaseline(missing, '404 page');
  expect(missing.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const redirect = await request.get('/produkte/', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expectBaseline(redirect, 'redirect');
});

test('Mozilla’s HTTP Observatory passes every test that does not need TLS', async () => {
  const { scan, tests } = await observatoryScan(new URL(WEB).host);
  const failed = Object.entries(tests)
    .filter(([name, t]) => !t.pass && !NEEDS_TLS.includes(name))
    .map(([name, t]) => `${name}: ${t.result}`);
  expect(failed).toEqual([]);
  expect(scan.testsFailed).toBeLessThanOrEqual(NEEDS_TLS.length);
});

/** Every CSP violation of the page (event and console), from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the finder with its map, the legal texts and the two-click video run without a CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Apotheke finden' }).first().click();
  const finder = page.getByRole('dialog', { name: 'Apotheken finden' });
  await finder.getByLabel('Umkreis').selectOption('10');
  await finder.getByPlaceholder('Postleitzahl eingeben').fill('24937');
  await finder.getByRole('button', { name: 'Suchen' }).click();
  // A result's own marker (the others are in clusters), highlighted under the pointer.
  const marker = finder.locator('button.hs-finder-marker').first();
  await expect(marker).toBeVisible();
  await marker.hover();
  await expect(marker).toHaveAttribute('data-active', 'true');
  await marker.click();
  await expect(finder.locator('.maplibregl-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(finder).toBeHidden();

  await page.goto('/produkte/care#pflichttexte');
  await expect(page.getByRole('dialog', { name: 'Pflichttexte' })).toBeVisible();

  await page.goto('/trockene-augen');
  await hydrated(page);
  const play = page.getByRole('button', { name: /^Video abspielen/ }).first();
  await play.click();
  await expect(page.locator('[data-block="CmVideo"] iframe').first()).toBeAttached();
  expect(violations).toEqual([]);
});

test('the newsletter form posts to the services API without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/newsletter');
  await hydrated(page);
  const form = page.locator('[data-block="CmNewsletter"]');
  await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(`csp-${Date.now()}@example.com`);
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
  await form.getByRole('button').last().click();
  expect((await answer).status()).toBe(202);
  expect(violations).toEqual([]);
});

test('/healthz and /readyz report the content version and the storage, never cached', async ({ request }) => {
  const alive = await request.get('/healthz');
  expect(alive.status()).toBe(200);
  expect(alive.headers()['cache-control']).toBe('no-store');
  const { contentVersion } = (await alive.json()) as { contentVersion: string };
  expect(contentVersion).toMatch(/\S/);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    status: 'ready',
    contentVersion,
    checks: { content: 'ok', storage: 'ok' },
  });
});

test('pages answer only GET and HEAD: other methods get 405 with Allow, before any render', async ({
  request,
}) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch('/produkte/dual', { method, data: 'x=1' });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
  }
  const head = await request.head('/produkte/dual');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-security-policy']).toMatch(/script-src 'self'/);
});

test('pages tell a CDN how long to keep them, with a strong ETag that answers 304', async ({ request }) => {
  const first = await request.get('/produkte/dual');
  expect(first.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  );
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[\w-]{32}"$/);
  // The first-paint font and the largest image, for a CDN's 103 Early Hints.
  expect(first.headers().link).toMatch(/^<\/assets\/[^>]+\.woff2>; rel=preload; as="font"/);
  expect(first.headers().link).toMatch(/<\/img\/[^>]+>; rel=preload; as="image"; imagesrcset="[^"]+"/);
  const again = await request.get('/produkte/dual', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(etag);
  expect(await again.body()).toHaveLength(0);
  // Another page has another tag, and a stale tag gets the page.
  const other = await request.get('/produkte/gel', { headers: { 'If-None-Match': etag! } });
  expect(other.status()).toBe(200);
  expect(other.headers().etag).not.toBe(etag);

  const missing = await request.get('/gibt-es-nicht');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  // What is private stays private.
  const api = await request.get('/api/reviews?product=nope');
  expect(api.headers()['cache-control']).toBe('private, no-store');
});

test('the page cache keys a page by what it renders: a query or another spelling is the same page', async ({
  request,
}) => {
  const page = await request.get('/produkte/gel');
  expect(page.status()).toBe(200);
  // A random query string renders nothing new: the same entry, the same ETag.
  const withQuery = await request.get(`/produkte/gel?utm_source=${Date.now()}`);
  expect([withQuery.headers()['x-cache'], withQuery.headers().etag]).toEqual(['HIT', page.headers().etag]);
  // Another spelling of the path is sent to the page's own.
  const spelled = await request.get('/produkte//gel?x=1', { maxRedirects: 0 });
  expect([spelled.status(), spelled.headers().location]).toEqual([301, '/produkte/gel?x=1']);
  // Every unknown path of a locale shares one not-found entry.
  const first = await request.get(`/gibt-es-nicht-${Date.now()}`);
  const second = await request.get(`/auch-nicht-${Date.now()}/tief`);
  expect([first.status(), second.status()]).toEqual([404, 404]);
  expect([second.headers()['x-cache'], second.headers().etag]).toEqual(['HIT', first.headers().etag]);
});
