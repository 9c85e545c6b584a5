// The site chrome as a visitor uses it: legal-texts modal (hash, ?pt=, closing cleans the URL),
// the floating Pflichttexte button, the language selector, the search flyout and the skjur header.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

const legalDialog = (page: Page) => page.getByRole('dialog', { name: 'Pflichttexte' });
const floatingButton = (page: Page) => page.getByRole('button', { name: 'Pflichttexte', exact: true });

test('#pflichttexte opens the legal modal with every text; closing removes the hash', async ({ page }) => {
  await page.goto('/produkte/care#pflichttexte');
  const dialog = legalDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Bitte wählen Sie die gewünschten Produkte aus:')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/produkte\/care$/);
});

test('?pt=<assetId> opens the modal with that product selected; closing removes pt', async ({ page }) => {
  await page.goto('/produkte/care?pt=prod-gel');
  const dialog = legalDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'LUMEDRA GEL', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'false');
  const titles = dialog.getByRole('heading', { level: 3 });
  await expect(titles).not.toHaveCount(0);
  for (const title of await titles.allTextContents()) expect(title).toContain('LUMEDRA GEL');
  // Alle clears the selection: every product's texts again.
  await dialog.getByRole('button', { name: 'Alle' }).click();
  await expect(dialog.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');
  expect(await titles.count()).toBeGreaterThan(5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/produkte\/care$/);
});

test('the floating Pflichttexte button hides while the modal is open and comes back', async ({ page }) => {
  await page.goto('/produkte/care');
  await hydrated(page); // the chrome's buttons do nothing before it
  const button = floatingButton(page);
  await expect(button).toBeVisible();
  await button.click();
  await expect(legalDialog(page)).toBeVisible();
  await expect(button).toBeHidden();
  await legalDialog(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(legalDialog(page)).toBeHidden();
  await expect(floatingButton(page)).toBeVisible();
});

test('a page carries the products, not the legal texts: they load with the modal, per version', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/produkte/care')).text();
  const texts = await (await request.get('/api/legal-texts/de-DE')).json();
  expect(texts.length).toBeGreaterThan(5);
  for (const item of texts) {
    expect(item.html.sanitizedHtml).not.toMatch(/<script|on\w+=/i);
    // A stretch of the text itself (markup would be escaped inside the page's data script).
    const words = item.html.sanitizedHtml
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    expect(html.includes(words), `the page carries "${words}"`).toBe(false);
  }
  // The products are there (the chips, ?pt=).
  expect(html.includes('prod-gel'), 'the page names prod-gel').toBe(true);
  await page.goto('/produkte/care');
  await hydrated(page);
  const loaded = page.waitForResponse((r) => r.url().includes('/api/legal-texts/de-DE?v='));
  await floatingButton(page).click();
  const response = await loaded;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(legalDialog(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect((await request.get('/api/legal-texts/fr')).status()).toBe(404);
});

test('the language selector switches /produkte/care to /en/products/care', async ({ page }) => {
  await page.goto('/produkte/care');
  const selector = page.getByRole('navigation', { name: 'Sprachauswahl' });
  await selector.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/products\/care$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }),
  ).toHaveAttribute('href', '/produkte/care');
});

test('the search flyout finds the dry-eyes page for "trockene augen" and goes there', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  const field = page.getByRole('searchbox', { name: 'Suche' });
  await expect(field).toHaveAttribute('placeholder', 'z.B. trockene Augen');
  await expect(page.getByRole('heading', { name: 'Häufig gesucht' })).toBeVisible();
  await field.fill('trockene augen');
  const results = page.locator('.hs-search-flyout__result');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toHaveAttribute('href', /^\/trockene-augen/);
  await field.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/trockene-augen/);
});

test('the search index is served per locale and version, cacheable for good', async ({ request }) => {
  const first = await request.get('/api/search-index/de-DE');
  expect(first.status()).toBe(200);
  const version = decodeURIComponent(first.headers()['x-content-version'] ?? '');
  expect(version).not.toBe('');
  expect(first.headers()['cache-control']).toContain('max-age=60');
  const versioned = await request.get(`/api/search-index/de-DE?v=${encodeURIComponent(version)}`);
  expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(versioned.headers()['content-type']).toContain('application/json');
  expect((await request.get('/api/search-index/fr')).status()).toBe(404);
});

test('an EVOTEARS page shows the skjur header and footer', async ({ page }) => {
  await page.goto('/produkte/evotears');
  await expect(page.locator('header.hs-site-header')).toHaveAttribute('data-variant', 'skjur');
  await expect(page.locator('footer.hs-site-footer')).toHaveAttribute('data-variant', 'skjur');
  await page.goto('/produkte/care');
  await expect(page.locator('header.hs-site-header')).toHaveAttribute('data-variant', 'default');
});

test('the header CTA opens the pharmacy finder (loaded on demand); closing clears #apofinder', async ({
  page,
}) => {
  await page.goto('/produkte/care');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Apotheke finden' }).click();
  const finder = page.getByRole('dialog', { name: /Apotheken finden/ });
  await expect(finder).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(finder).toBeHidden();
  await expect(page).toHaveURL(/\/produkte\/care$/);
});
