// The search page, /suche?q=… and /en/search?q=…, as a visitor uses it with and without
// JavaScript: server-rendered results from the flyout's index (title, marked snippet, link), its
// own copy for an empty query and for no hits, never indexed; the flyout leads there.
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header links to the search page, whose form finds the dry-eyes page', async ({ page }) => {
    await page.goto('/');
    // The flyout cannot open without scripts: its button gives way to a link.
    await expect(page.getByRole('button', { name: 'Suche öffnen' })).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Suche', exact: true }).click();
    await expect(page).toHaveURL(/\/suche$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    await expect(page.getByText('Wonach suchen Sie?')).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Suchbegriff' });
    await field.fill('trockene augen');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/suche\?q=trockene\+augen$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      /^\d+ Ergebnisse? für „trockene augen“$/,
    );
    const results = page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem');
    await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\/trockene-augen/);
    await expect(results.first().locator('mark').first()).toHaveText(/^(trockene|augen)/i);
    await expect(page).toHaveTitle(/^Suche: trockene augen – LUMEDRA$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // A result leads to its page.
    await results.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/trockene-augen/);
  });

  test('umlauts and ß fold as in the flyout; no hits and English have their own copy', async ({ page }) => {
    await page.goto('/suche?q=Lidraender');
    await expect(page.getByRole('list', { name: 'Suchergebnisse' }).locator('mark').first()).toHaveText(
      'Lidränder',
    );
    await page.goto('/suche?q=xylophon');
    await expect(page.getByText('Keine Ergebnisse für „xylophon“.')).toBeVisible();
    await expect(page.getByText('Prüfen Sie die Schreibweise')).toBeVisible();
    await page.goto('/en/search?q=dry%20eyes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      /^\d+ results? for “dry eyes”$/,
    );
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/en\/dry-eyes/);
  });
});

test('the flyout’s “show all results” and its Enter lead to the search page, on the client', async ({
  page,
  request,
}) => {
  const answer = await request.get('/suche?q=augen');
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  expect(answer.headers()['cache-control']).toBe('private, max-age=0');

  await page.goto('/');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  const field = page.getByRole('searchbox', { name: 'Suche' });
  await field.fill('augentropfen');
  await expect(page.locator('.hs-search-flyout__result').first()).toBeVisible();
  await page.getByRole('link', { name: 'Alle Ergebnisse anzeigen' }).click();
  await expect(page).toHaveURL(/\/suche\?q=augentropfen$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    /Ergebnisse? für „augentropfen“/,
  );
  // The search page's own form searches again, on the client too.
  const own = page.getByRole('searchbox', { name: 'Suchbegriff' });
  await own.fill('heuschnupfen');
  await own.press('Enter');
  await expect(page).toHaveURL(/\/suche\?q=heuschnupfen$/);
  await expect(page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /heuschnupfen/,
  );
  // Enter in the flyout goes there as well.
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  await page.getByRole('searchbox', { name: 'Suche', exact: true }).fill('kontaktlinsen');
  await page.getByRole('searchbox', { name: 'Suche', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/suche\?q=kontaktlinsen$/);
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('kontaktlinsen');
  expect(documents, 'no document loads: client navigations').toEqual([]);
});
