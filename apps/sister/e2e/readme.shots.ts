// Writes the README's screenshots of the sister site to docs/images/ (node scripts/sister.mjs
// --screenshots): the German home page, the French product page in the second theme, the finder.
import { test } from '@playwright/test';
import { join } from 'node:path';

const images = join(import.meta.dirname, '..', '..', '..', 'docs', 'images');

test.use({ viewport: { width: 1280, height: 800 } });

test('README screenshots', async ({ page }) => {
  const ready = async () => {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
  };
  await page.goto('/');
  await ready();
  await page.screenshot({ path: join(images, 'sister-home-de.png') });
  await page.goto('/fr/produits/aqua');
  await ready();
  await page.screenshot({ path: join(images, 'sister-product-fr.png') });
  await page.locator('[data-block="TmApo"]').getByRole('link', { name: 'Trouver une pharmacie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trouver une pharmacie' });
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill('10115');
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  await dialog.getByRole('article').first().waitFor();
  await page.screenshot({ path: join(images, 'sister-finder-fr.png') });
});
