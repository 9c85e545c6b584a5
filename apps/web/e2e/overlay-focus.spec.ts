// Overlays opened from links give focus back to the link that opened them (WCAG 2.4.3): the
// pharmacy finder from the header, a hero and a TmApo block, the legal texts from the footer. Each
// flow by keyboard alone: Tab to the link, Enter, use the overlay, Escape, and see where focus is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { testTimeouts } from '../../../scripts/test-timeouts.ts';
import { hydrated } from './helpers';

// The finder draws a map with markers in software WebGL: its limit.
test.describe.configure({ timeout: testTimeouts.e2eFinder });

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 200 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${String(target)}`);
}

/** Searches the finder by keyboard: Tab to the postcode, type it, Enter; waits for the result. */
async function searchByKeyboard(page: Page, finder: Locator) {
  const postcode = finder.getByPlaceholder('Postleitzahl eingeben');
  await tabTo(page, postcode, { max: 20 });
  await page.keyboard.type('24937');
  await page.keyboard.press('Enter');
  await expect(finder.locator('.hs-finder__sentence')).toContainText('24937');
}

const finderDialog = (page: Page) => page.getByRole('dialog', { name: 'Apotheken finden' });

/**
 * The whole finder flow by keyboard from a link: Tab to it, Enter, a search (after `check` of the
 * open finder), Escape; then focus must be back on the link.
 */
async function finderFrom(
  page: Page,
  link: Locator,
  max: number,
  check: (finder: Locator) => Promise<void> = async () => {},
) {
  await tabTo(page, link, { max });
  await page.keyboard.press('Enter');
  const finder = finderDialog(page);
  await expect(finder).toBeVisible();
  await check(finder);
  await searchByKeyboard(page, finder);
  await page.keyboard.press('Escape');
  await expect(finder).toBeHidden();
  await expect(link).toBeFocused();
}

test('the finder opened from the header CTA gives focus back to it', async ({ page }) => {
  await page.goto('/impressum');
  await hydrated(page);
  const cta = page.getByRole('banner').getByRole('link', { name: 'Apotheke finden' });
  await finderFrom(page, cta, 30);
  // The visitor goes on from there, not from the top of the page.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Suche öffnen' })).toBeFocused();
});

test('the finder opened from a hero gives focus back to the hero’s link', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const heroLink = page.getByRole('main').getByRole('link', { name: 'Apotheke finden' }).first();
  await finderFrom(page, heroLink, 40);
});

test('the finder opened from a TmApo block (its product preselected) gives focus back to its link', async ({
  page,
}) => {
  await page.goto('/produkte/dual');
  await hydrated(page);
  const apoLink = page.locator('[data-block="TmApo"] a[href$="#apofinder"]').first();
  await finderFrom(page, apoLink, 200, (finder) =>
    expect(finder.getByLabel('Produkt', { exact: true })).toHaveValue('LUMEDRA DUAL'),
  );
});

test('the legal texts opened from the footer give focus back to the footer link', async ({ page }) => {
  await page.goto('/produkte/care');
  await hydrated(page);
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Pflichttexte' });
  // From the end of the page backwards (the footer is near the end).
  await tabTo(page, footerLink, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pflichttexte' });
  await expect(dialog).toBeVisible();
  // Choose a product's texts by keyboard.
  const chip = dialog.getByRole('button', { name: 'LUMEDRA CARE', exact: true });
  await tabTo(page, chip, { max: 30 });
  await page.keyboard.press('Enter');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(footerLink).toBeFocused();
});
