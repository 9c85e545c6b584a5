// The draft preview as an editor uses it: the CMS's preview link with the site's secret, pages from
// the drafts (visibly different, a page not published yet), a banner, never cached nor indexed, and
// out again; visitors without the cookie see the published site all along.
import { expect, test } from '@playwright/test';
import { CONTENT, hydrated } from './helpers';
import { E2E_PREVIEW_SECRET } from './preview-secret';

const PUBLISHED_HEADLINE = 'Klare Sicht. Entspannte Augen.';
const DRAFT_HEADLINE = 'Frühling ohne gereizte Augen.';

test('a wrong or missing secret opens no preview', async ({ request }) => {
  for (const query of ['', '?secret=wrong&path=/']) {
    const response = await request.get(`/api/preview${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(401);
    expect(response.headers()['set-cookie'], query).toBeUndefined();
  }
});

test('preview in and out: drafts with a banner, never cached or indexed; visitors see the published site', async ({
  page,
  browser,
  request,
}) => {
  // The stand-in's drafts differ visibly from what is published.
  expect(JSON.stringify(await (await request.get(`${CONTENT}/content/draft`)).json())).toContain(
    DRAFT_HEADLINE,
  );

  // The published home page is in the page cache (and known by its URL alone) before the preview.
  for (let i = 0; i < 2; i++) expect((await request.get('/')).headers()['cache-control']).toContain('public');

  const start = await request.get(`/api/preview?secret=${E2E_PREVIEW_SECRET}&path=/`, { maxRedirects: 0 });
  expect(start.status()).toBe(303);
  expect(start.headers().location).toBe('/');
  expect(start.headers()['set-cookie']).toMatch(
    /^healthsite_preview=[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/,
  );

  const response = await page.goto(`/api/preview?secret=${E2E_PREVIEW_SECRET}&path=/`);
  await expect(page).toHaveURL(/\/$/);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const banner = page.getByRole('region', { name: 'Vorschau' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADLINE);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'off');

  // A page that is not published yet, reached on the client: its route data is private too.
  const data = page.waitForResponse((r) => r.url().includes('/ratgeber/augen-und-sport.data'));
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/ratgeber/augen-und-sport';
    document.querySelector('main')!.append(link);
    link.click();
  });
  const dataResponse = await data;
  expect(dataResponse.status()).toBe(200);
  expect(dataResponse.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Augen und Sport/);
  await expect(banner).toBeVisible();

  // Meanwhile a visitor sees the published site, from the page cache as usual.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const published = await visitorPage.goto('/');
  expect(published!.headers()['cache-control']).toContain('public');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_HEADLINE);
  await expect(visitorPage.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
  expect((await visitorPage.goto('/ratgeber/augen-und-sport'))!.status()).toBe(404);
  await visitor.close();

  // Out again, back where the editor was.
  await banner.getByRole('link', { name: 'Vorschau beenden' }).click();
  await expect(page).toHaveURL(/\/ratgeber\/augen-und-sport$/);
  await expect(page.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_HEADLINE);
  expect((await page.context().cookies()).some((c) => c.name === 'healthsite_preview')).toBe(false);
});

test('the English preview has its banner in English', async ({ page }) => {
  await page.goto(`/api/preview?secret=${E2E_PREVIEW_SECRET}&path=/en`);
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'End preview' })).toHaveAttribute(
    'href',
    '/api/preview/end?path=%2Fen',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring without irritated eyes.');
});
