// The navigation behaviours of the spec (§2, §4, §9) as a visitor meets them: the progress bar on a
// slow client navigation (and its failed state), the smooth scroll to a #hash about 1 s after a
// navigation, scroll restoration on back and forward, prefetch of the links in view once the
// browser is idle, the online/offline status and the offline state of a navigation, related pages.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { hydrated, settled, withoutPrefetch } from './helpers';

/** Navigates on the client, as a click on a plain internal link does (the app's link handling). */
async function clientNavigate(page: Page, href: string) {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = to;
    document.querySelector('main')!.append(link);
    link.click();
  }, href);
}

/**
 * Records every scroll position from now on, with its time (ms since recording started), and when
 * the router last changed the address (`pushState`, before the new route renders and schedules its
 * hash scroll; a scroll event can come late on a busy machine, the address change cannot).
 */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __scrolls: [number, number][]; __pushedAt?: number };
    const start = performance.now();
    w.__scrolls = [];
    window.addEventListener('scroll', () => w.__scrolls.push([performance.now() - start, window.scrollY]), {
      passive: true,
    });
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      w.__pushedAt = performance.now() - start;
      push(...args);
    };
  });
}

const pushedAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pushedAt?: number }).__pushedAt ?? Number.NaN);

/**
 * Records each change of the progress bar's phase and status text from now on: the finishing and
 * failed phases last 500 ms, which a polling assertion on a busy machine can miss.
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: string[] };
    w.__progress = [];
    const note = () => {
      const phase = document.querySelector('.hs-route-progress')?.getAttribute('data-phase') ?? 'hidden';
      const status = document.querySelector('[data-route-status]')?.textContent ?? '';
      const entry = `${phase}: ${status}`;
      if (w.__progress.at(-1) !== entry) w.__progress.push(entry);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

/** The recorded changes from the bar's first appearance on. */
const progress = async (page: Page) => {
  const log = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  const shown = log.findIndex((entry) => !entry.startsWith('hidden'));
  return shown < 0 ? [] : log.slice(shown);
};

const scrolls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrolls: [number, number][] }).__scrolls);

/**
 * How far an element's top is from where a scroll to it should leave it: the top of the viewport
 * plus its scroll margin (the sticky header's height). Infinity while it is not on the page.
 */
const offsetFromRest = (page: Page, id: string) =>
  page.evaluate((i) => {
    const element = document.getElementById(i);
    if (!element) return Number.POSITIVE_INFINITY;
    const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    return Math.abs(element.getBoundingClientRect().top - margin);
  }, id);

test('a #hash scrolls smoothly to its element about 1 s after a client navigation; new routes start at the top', async ({
  page,
}) => {
  await withoutPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await recordScrolls(page);
  const navigated = page.waitForResponse((r) => r.url().includes('/trockene-augen.data'));
  await clientNavigate(page, '/trockene-augen#behandlung');
  await navigated;
  await expect(page).toHaveURL(/\/trockene-augen#behandlung$/);
  // The element comes to rest at the top of the viewport (below nothing sticky: within a few px).
  await expect.poll(() => offsetFromRest(page, 'behandlung')).toBeLessThan(3);
  const recorded = await scrolls(page);
  // First the new route's top, then, not before ~1 s, a smooth scroll: many steps, not one jump.
  const toTop = recorded.findIndex(([, y]) => y === 0);
  expect(toTop, 'the new route started at the top').toBeGreaterThanOrEqual(0);
  const towards = recorded.slice(toTop + 1).filter(([, y]) => y > 0);
  expect(towards.length, 'a smooth scroll, not a jump').toBeGreaterThan(3);
  // Counted from the address change: the scroll to the top may be reported late, the timer not.
  expect(towards[0]![0] - (await pushedAt(page)), 'the scroll waits about a second').toBeGreaterThan(900);
  // Keyboard and screen-reader users land there too.
  await expect(page.locator('#behandlung')).toBeFocused();
});

test('under reduced motion the hash scroll jumps, and a #hash on arrival lands on its element', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/trockene-augen#aerztlicher-rat');
  await hydrated(page);
  await expect.poll(() => offsetFromRest(page, 'aerztlicher-rat')).toBeLessThan(3);
  await recordScrolls(page);
  await clientNavigate(page, '/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await clientNavigate(page, '/trockene-augen#behandlung');
  await expect.poll(() => offsetFromRest(page, 'behandlung')).toBeLessThan(3);
  const recorded = await scrolls(page);
  const towards = recorded.filter(([, y]) => y > 0);
  expect(towards.length, 'one jump').toBeLessThanOrEqual(2);
});

test('back and forward restore where the visitor was', async ({ page }) => {
  await page.goto('/trockene-augen');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
  await clientNavigate(page, '/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Scrolled and straight back, in one task: the position counts although its scroll event has
  // not been fired yet when the visitor leaves.
  await page.evaluate(() => {
    window.scrollTo(0, 250);
    window.history.back();
  });
  await expect(page).toHaveURL(/\/trockene-augen$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
  await page.goForward();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
});

test('the progress bar shows on a slow client navigation, finishes and hides; a failed one shows failure', async ({
  page,
}) => {
  await page.goto('/impressum');
  await hydrated(page);
  await recordProgress(page);
  // Hold the route data until the bar has been seen (a condition, not a timer).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/datenschutz.data*', async (route: Route) => {
    await held;
    await route.continue();
  });
  await clientNavigate(page, '/datenschutz');
  const bar = page.getByRole('progressbar', { name: 'Seite wird geladen' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-phase', 'running');
  await expect(page.locator('[data-route-status]')).toHaveText('Seite wird geladen');
  release();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(bar).toBeHidden();
  // Running, then finishing with "loaded" announced, then gone (and silent).
  await expect
    .poll(() => progress(page))
    .toEqual(['running: Seite wird geladen', 'finishing: Seite geladen', 'hidden: ']);

  // A navigation whose data cannot be loaded: the bar fails (announced), then hides.
  await recordProgress(page);
  await page.route('**/kontakt.data*', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await clientNavigate(page, '/kontakt');
  await expect(page.getByText('Es ist ein Fehler aufgetreten.')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect.poll(() => progress(page)).toContain('failed: Die Seite konnte nicht geladen werden.');
  await expect.poll(async () => (await progress(page)).at(-1)).toBe('hidden: ');
});

test('internal links in view are prefetched once the browser is idle: route data, block code and styles', async ({
  page,
}) => {
  const data: string[] = [];
  const assets: string[] = [];
  // Block assets asked for and not yet in: a click while a prefetch is under way may fetch again.
  const pending = new Set<Request>();
  const blockAsset = (r: Request) =>
    /^\/assets\/(Sm|Cm|Tm|Nm)[A-Za-z]+-[\w-]{8}\.(js|css)$/.test(new URL(r.url()).pathname);
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.data')) data.push(path);
    if (blockAsset(r)) pending.add(r);
  });
  page.on('requestfinished', (r) => {
    if (!blockAsset(r)) return;
    pending.delete(r);
    assets.push(new URL(r.url()).pathname);
  });
  page.on('requestfailed', (r) => pending.delete(r));
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'on');
  // The header links to /produkte, in view: its data, then the code and the stylesheet of a block
  // type the home page does not show.
  await expect.poll(() => data).toContain('/produkte.data');
  await expect.poll(() => assets.filter((a) => a.startsWith('/assets/CmProductShowcase-')).length).toBe(2);
  await expect.poll(() => pending.size).toBe(0);
  // Nothing was clicked: these were prefetches. The page itself was not fetched again.
  expect(data).not.toContain('/_.data');
  // Following the link now uses what is there: the blocks' code and styles come from the browser's
  // cache (nothing transferred), not from the server again.
  const clickedAt = await page.evaluate(() => performance.now());
  await page.locator('header a[href="/produkte"]').first().click();
  await expect(page).toHaveURL(/\/produkte$/);
  await expect(page.locator('.hs-product-showcase').first()).toBeVisible();
  const transferred = await page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime > since && /\/assets\/(Sm|Cm|Tm|Nm)[A-Za-z]+-/.test(entry.name))
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
        .map((entry) => new URL(entry.name).pathname),
    clickedAt,
  );
  expect(transferred).toEqual([]);
});

test("a page carries its blocks' CSS only; a navigation shows the next page once its blocks' styles are in", async ({
  page,
}) => {
  await withoutPrefetch(page);
  const styles: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.css')) styles.push(new URL(r.url()).pathname);
  });
  await page.goto('/impressum');
  await hydrated(page);
  // The CSS travels in the document: nothing to request, and none of a block type not on the page.
  expect(styles).toEqual([]);
  const inline = await page
    .locator('style[data-precedence="site"]')
    .evaluate((style) => style.textContent ?? '');
  expect(inline).toContain('.hs-site-header');
  expect(inline).not.toContain('.hs-product-hero');
  // Records how the product hero looks the moment it enters the document.
  await page.evaluate(() => {
    const w = window as unknown as { __heroLayout?: string };
    new MutationObserver((_, observer) => {
      const inner = document.querySelector('.hs-product-hero__inner');
      if (!inner) return;
      w.__heroLayout = getComputedStyle(inner).display;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await clientNavigate(page, '/produkte/dual');
  await expect(page).toHaveURL(/\/produkte\/dual$/);
  await expect(page.locator('.hs-product-hero')).toBeVisible();
  // Laid out by its stylesheet (a grid) from its first frame, not unstyled until the CSS arrived.
  expect(await page.evaluate(() => (window as unknown as { __heroLayout?: string }).__heroLayout)).toBe(
    'grid',
  );
  expect(styles.some((path) => /^\/assets\/SmProductHero-[\w-]{8}\.css$/.test(path))).toBe(true);
  // Back and forth, the stylesheets are there: none is requested twice, none again.
  const loaded = styles.length;
  expect(new Set(styles).size).toBe(loaded);
  await page.goBack();
  await expect(page).toHaveURL(/\/impressum$/);
  await page.goForward();
  await expect(page.locator('.hs-product-hero')).toBeVisible();
  expect(styles.length).toBe(loaded);
});

test('nothing is prefetched on a connection that asks to save data', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  const data: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.data')) data.push(r.url());
  });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'off');
  await settled(page);
  expect(data).toEqual([]);
});

test('offline: a polite status, an offline state instead of a broken page, and back online', async ({
  page,
  context,
}) => {
  await page.goto('/impressum');
  await hydrated(page);
  const status = page.locator('.hs-connection-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await context.setOffline(true);
  await expect(status).toHaveText('Keine Internetverbindung. Bereits geladene Inhalte bleiben verfügbar.');
  // A page not prefetched (prefetched pages still open offline: their data and code are there).
  await clientNavigate(page, '/ratgeber/heuschnupfen');
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
  await expect(page.getByText('Es ist ein Fehler aufgetreten.')).toBeHidden();
  await context.setOffline(false);
  await expect(status).toHaveText('Sie sind wieder online.');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeHidden();
  await expect(page).toHaveURL(/\/ratgeber\/heuschnupfen$/);
  await expect(page.getByRole('heading', { level: 1, name: /Heuschnupfen/ })).toBeVisible();
  // The notice goes away by itself.
  await expect(status).toHaveText('');
});

test('a page shows the pages its content marks similar, in its own locale', async ({ page }) => {
  await page.goto('/produkte/care');
  const related = page.getByRole('complementary', { name: 'Das könnte Sie auch interessieren' });
  // The pages CARE names (COMOD, FRESH), then one that names CARE (an article).
  await expect(related.getByRole('link')).toHaveCount(3);
  await expect(related.getByRole('link').nth(0)).toHaveAttribute('href', '/produkte/comod');
  await expect(related.getByRole('link').nth(1)).toHaveAttribute('href', '/produkte/fresh');
  await expect(related.getByRole('link').nth(2)).toHaveAttribute('href', '/ratgeber/kontaktlinsen');
  await page.goto('/en/products/care');
  await expect(
    page.getByRole('complementary', { name: 'You may also be interested in' }).getByRole('link').first(),
  ).toHaveAttribute('href', '/en/products/comod');
});
