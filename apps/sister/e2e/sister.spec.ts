// NORALIS as a visitor sees it: the packages, installed from their tarballs, rendering another
// brand's content in its own themes, locales, copy and finder catalogue.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeContrastIssues } from '@healthsite/ui';
import { themes } from '../app/brand/brand';

const here = import.meta.dirname;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { version: string };

/** Console errors and page errors of a visit: a clean page has none. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
const primaryOf = (page: Page) =>
  page
    .locator('.hs-page')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--hs-color-primary').trim());

test('the packages are the packed versions, and the brand’s themes pass the contrast checks', () => {
  for (const name of ['ui', 'blocks', 'content-client', 'finder', 'services']) {
    const installed = readJson(join(here, '..', 'node_modules', '@healthsite', name, 'package.json'));
    const packed = readJson(join(here, '..', '..', '..', 'packages', name, 'package.json'));
    expect(installed.version, `@healthsite/${name}`).toBe(packed.version);
  }
  for (const theme of themes) expect(themeContrastIssues(theme)).toEqual([]);
});

test('home page in German: the brand, its theme, its logo and its words', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('NORALIS – Augenpflege für jeden Tag');
  await expect(page.getByRole('heading', { level: 1, name: 'Klare Sicht, ruhige Augen' })).toBeVisible();
  await expect(page.locator('.hs-page')).toHaveAttribute('data-theme', 'noralis-mint');
  expect(await primaryOf(page)).toBe('#00664f');
  // The logo, in the header, named for what it does.
  const home = page.locator('header').getByRole('link', { name: 'NORALIS – zur Startseite' });
  await expect(home.locator('svg.sister-logo')).toBeVisible();
  // Built-in German, and the brand's own words where it rewords one.
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Apotheke in Ihrer Nähe' }).first()).toBeVisible();
  const languages = page.getByRole('navigation', { name: 'Sprachauswahl' });
  await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr');
  // Set in the shipped font.
  expect(await page.evaluate(() => document.fonts.check('700 1rem "Inter Variable"'))).toBe(true);
  expect(problems).toEqual([]);
});

test('home page in French: a locale the packages do not ship, in the brand’s copy', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/fr');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Une vue claire, des yeux apaisés' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Choix de la langue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mentions obligatoires' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir le produit' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a product page in its second theme, reached by a client navigation', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/fr');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Voir le produit' }).first().click();
  await expect(page).toHaveURL(/\/fr\/produits\/aqua$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NORALIS® AQUA');
  await expect(page.locator('.hs-page')).toHaveAttribute('data-theme', 'noralis-coral');
  expect(await primaryOf(page)).toBe('#a8331f');
  const finder = page
    .locator('[data-block="SmProductHero"]')
    .getByRole('link', { name: 'Trouver une pharmacie' });
  await expect(finder).toHaveCSS('background-color', 'rgb(168, 51, 31)');
  await expect(page.getByText('Conditionnements')).toBeVisible();
  expect(documents, 'the router navigated, no document load').toEqual([]);
  expect(problems).toEqual([]);
});

test('the finder with the brand’s catalogue: local results through the site, then online shops', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto('/produkte/aqua');
  await hydrated(page);
  await page.locator('[data-block="TmApo"]').getByRole('link', { name: 'Apotheke finden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apotheken finden' });
  await expect(dialog).toBeVisible();
  const product = dialog.getByRole('combobox', { name: 'Produkt' });
  await expect(product).toHaveValue('NORALIS AQUA');
  await expect(product.locator('option:not([value=""])')).toHaveText(['NORALIS AQUA', 'NORALIS NIGHT']);
  await dialog.getByRole('textbox', { name: 'Postleitzahl' }).fill('10115');
  await dialog.getByRole('button', { name: 'Suchen' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Ihr Suchergebnis für NORALIS AQUA in der Nähe von 10115',
  );
  await expect(dialog.getByRole('article').first()).toBeVisible();
  await dialog.getByText('Online Apotheken', { exact: true }).click();
  const shops = dialog.getByRole('list', { name: 'Online-Apotheken' });
  // The online search ran with the local one: the shops that list the product, not the dimmed preview.
  await expect(dialog.locator('[data-dimmed]')).toHaveAttribute('data-dimmed', 'false');
  // The brand's three shops that list the 10 ml pack, none of the LUMEDRA demo's.
  await expect(shops.getByRole('img')).toHaveCount(3);
  for (const shop of ['Hafen-Apotheke Online', 'Pharmacie du Rhin', 'Elbufer Versand'])
    await expect(shops.getByRole('img', { name: `Logo ${shop}` })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the legal texts modal: the brand’s products, in French', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/fr/produits/aqua');
  await hydrated(page);
  await page.getByRole('button', { name: 'Mentions obligatoires' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mentions obligatoires' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Veuillez choisir les produits souhaités :')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tous' })).toBeVisible();
  await dialog.getByRole('button', { name: 'NORALIS NIGHT' }).click();
  await expect(dialog.getByText('NORALIS NIGHT pommade ophtalmique 5 g')).toBeVisible();
  await expect(dialog.getByText('NORALIS AQUA collyre 10 ml')).toBeHidden();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('an unknown path gets the locale’s 404 page', async ({ page }) => {
  const response = await page.goto('/fr/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page n’existe pas' })).toBeVisible();
});
