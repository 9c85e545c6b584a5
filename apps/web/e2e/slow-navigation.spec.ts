// The progress bar on a navigation that is slow because the CMS is: the content stand-in's latency
// scenario (`slow`: every answer after 3 s) during a draft preview, whose pages come from the CMS's
// drafts on every navigation. Switches the stand-in's scenario, so it runs in the serial project.
import { expect, test } from '@playwright/test';
import { CONTENT, hydrated, setScenario } from './helpers';
import { E2E_PREVIEW_SECRET } from './preview-secret';

test.afterEach(async ({ request }) => {
  await setScenario(request, CONTENT, 'normal');
});

test('the progress bar shows while a navigation waits for a slow CMS, and is gone once the page is there', async ({
  page,
  request,
}) => {
  await page.goto(`/api/preview?secret=${E2E_PREVIEW_SECRET}&path=/impressum`);
  await hydrated(page);
  await setScenario(request, CONTENT, 'slow');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/datenschutz';
    document.querySelector('main')!.append(link);
    link.click();
  });
  const bar = page.getByRole('progressbar', { name: 'Seite wird geladen' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-phase', 'running');
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(bar).toBeHidden();
});
