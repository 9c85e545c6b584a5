// Blocks below the first screen are rendered when they come near it (content-visibility: auto, see
// the blocks package's PageRenderer.css): a phone lays out the first screen and a half, not the
// whole page, and scrolling through the page shifts nothing a visitor sees.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** The page's parts that may wait: every block, the related pages and the footer, in order. */
const PARTS = '.hs-page__block, .hs-related-pages, .hs-site-footer';

/** For each part: is its content rendered now (not skipped by content-visibility)? */
function renderedParts(page: Page): Promise<boolean[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map(
        (part) => part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
      ),
    PARTS,
  );
}

/** Two frames: what a scroll changed has been laid out and painted. */
function frames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('on a phone, the parts below the first screen wait until they come near, and scrolling shifts nothing', async ({
  page,
}) => {
  await page.goto('/produkte/dual');
  await hydrated(page);
  // The web font in place first: a late font's swap can move text while loading, which is not
  // what this test is about.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await frames(page);
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { hsLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });

  const atLoad = await renderedParts(page);
  expect(atLoad.length, 'a long page: blocks, related pages, footer').toBeGreaterThan(6);
  expect(atLoad.slice(0, 2), 'the first screen is rendered').toEqual([true, true]);
  expect(atLoad.at(-1), 'the footer waits').toBe(false);

  // Half a screen at a time, as a fast swipe goes: every part is rendered by the time it is seen.
  const seen = [...atLoad];
  for (let step = 0; step < 100; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await frames(page);
    (await renderedParts(page)).forEach((rendered, i) => (seen[i] ||= rendered));
    if (atEnd) break;
  }
  expect(seen, 'every part was rendered on the way down').toEqual(atLoad.map(() => true));
  await expect(page.locator('.hs-site-footer')).toBeInViewport();

  const shifts = await page.evaluate(
    () => (window as unknown as { hsLayoutShifts: number[] }).hsLayoutShifts,
  );
  expect(shifts, 'layout shifts while scrolling').toEqual([]);
});
