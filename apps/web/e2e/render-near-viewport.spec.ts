// Blocks below the first screen, and the items of a block's long list, are rendered when they come
// near it (content-visibility: auto, see the blocks package's PageRenderer.css): a phone lays out
// the first screen and a half, not the whole page, and scrolling through the page shifts nothing a
// visitor sees.
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hydrated } from './helpers';

const require = createRequire(import.meta.url);

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** The page's parts that may wait: every block, the related pages and the footer, in order. */
const PARTS = '.hs-page__block, .hs-related-pages, .hs-site-footer';

/** The items of long lists that may wait. */
const ITEMS = '.hs-render-near';

/** For each part: is its content rendered now (not skipped by content-visibility)? */
function renderedParts(page: Page, selector = PARTS): Promise<boolean[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map(
        (part) => part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
      ),
    selector,
  );
}

/**
 * For each list item: has the browser asked for its image (any of its candidates: an image not yet
 * loaded has no currentSrc, and the one it will ask for is a srcset candidate, not src)?
 */
function requestedImages(page: Page): Promise<boolean[]> {
  return page.evaluate((selector) => {
    const asked = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    return [...document.querySelectorAll(selector)].map((item) => {
      const image = item.querySelector('img');
      if (!image) return false;
      const candidates = [image.src, ...image.srcset.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')];
      return candidates.some((url) => url !== '' && asked.has(new URL(url, location.href).href));
    });
  }, ITEMS);
}

/** Two frames: what a scroll changed has been laid out and painted. */
function frames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Opens a page on the phone, its font in place, and starts recording layout shifts. */
async function openAndWatchShifts(page: Page, path: string): Promise<void> {
  await page.goto(path);
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
}

/**
 * Scrolls to the end by half screens, as a fast swipe goes. For each selector: which of its parts
 * were rendered at some point on the way.
 */
async function scrollToEnd(page: Page, selectors: string[]): Promise<boolean[][]> {
  const seen = await Promise.all(selectors.map((selector) => renderedParts(page, selector)));
  for (let step = 0; step < 100; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await frames(page);
    for (const [k, selector] of selectors.entries())
      (await renderedParts(page, selector)).forEach((rendered, i) => (seen[k]![i] ||= rendered));
    if (atEnd) break;
  }
  return seen;
}

function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { hsLayoutShifts: number[] }).hsLayoutShifts);
}

test('on a phone, the parts below the first screen wait until they come near, and scrolling shifts nothing', async ({
  page,
}) => {
  await openAndWatchShifts(page, '/produkte/dual');
  const atLoad = await renderedParts(page);
  expect(atLoad.length, 'a long page: blocks, related pages, footer').toBeGreaterThan(6);
  expect(atLoad.slice(0, 2), 'the first screen is rendered').toEqual([true, true]);
  expect(atLoad.at(-1), 'the footer waits').toBe(false);

  // Half a screen at a time: every part is rendered by the time it is seen.
  const [seen] = await scrollToEnd(page, [PARTS]);
  expect(seen, 'every part was rendered on the way down').toEqual(atLoad.map(() => true));
  await expect(page.locator('.hs-site-footer')).toBeInViewport();
  expect(await layoutShifts(page), 'layout shifts while scrolling').toEqual([]);
});

test('on a phone, the article cards far below the first screen are rendered, and their images asked for, when they come near', async ({
  page,
}) => {
  await openAndWatchShifts(page, '/ratgeber');
  const atLoad = await renderedParts(page, ITEMS);
  expect(atLoad.length, 'a list of article cards').toBeGreaterThan(4);
  expect(atLoad.at(-1), 'the last card waits').toBe(false);

  const [, seen] = await scrollToEnd(page, [PARTS, ITEMS]);
  expect(seen, 'every card was rendered on the way down').toEqual(atLoad.map(() => true));
  await expect(page.locator(ITEMS).last().locator('img')).toHaveJSProperty('complete', true);
  expect(await requestedImages(page), "every card's image was asked for").toEqual(atLoad.map(() => true));
  expect(await layoutShifts(page), 'layout shifts while scrolling').toEqual([]);
});

test('on a phone, a form at the end of a page is laid out at load: a checker finds no control over the footer', async ({
  page,
}) => {
  // /downloads ends in a form taller than the estimated 40rem. Were the last block skipped, its
  // content would be laid out at its real height inside the placeholder, and axe's target-size rule
  // would measure the submit button over the footer's language links (axe-core issue 2768).
  await page.goto('/downloads');
  await hydrated(page);
  const parts = await renderedParts(page);
  const blocks = await page.locator('.hs-page__block').count();
  expect(parts[blocks - 1], 'the last block is rendered at load').toBe(true);
  expect(parts.at(-1), 'the footer waits').toBe(false);

  // Evaluated through the DevTools protocol: the page's Content-Security-Policy allows no inline script.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const result = await axe.run(document, { runOnly: ['target-size'] });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => node.html));
  });
  expect(violations, "axe's target-size at load").toEqual([]);
});
