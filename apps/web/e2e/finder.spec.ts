// The pharmacy finder (product spec §2 "Pharmacy finder modal", §4 Finder, §8 finder copy) as a
// visitor uses it, against the real finder-service stand-in (CONTENT-CONTRACT §2): the browser
// searches through the site's own /api/finder (never the finder service itself), the map uses the
// offline style, and no request leaves localhost. The tests that switch the finder-service's scenario run serially at the end and
// restore `normal` (no other spec searches the finder).
import { expect, test, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { testTimeouts } from '../../../scripts/test-timeouts.ts';
import { FINDER, WEB, hydrated, setScenario } from './helpers';

// Hundreds of results, cards and a map drawn in software WebGL: the heaviest flows of the site.
test.describe.configure({ timeout: testTimeouts.e2eFinder });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// Berlin (10115) has hundreds of pharmacies within a few km; the flows that do not need that many
// search around Flensburg (24937: 22 within 5 km, 28 within 10) and stay quick on a busy machine.
const BRAND_RESULT_10115 = 'Ihr Suchergebnis für unsere LUMEDRA® Produkte in der Nähe von 10115';
const BRAND_RESULT_24937 = 'Ihr Suchergebnis für unsere LUMEDRA® Produkte in der Nähe von 24937';
const NO_LOCAL_RESULTS = 'Leider konnten wir keine passenden Apotheken in Ihrer Nähe finden.';

/** Every http(s)/ws(s) request of the page to a host other than localhost (must stay empty). */
let foreignRequests: string[] = [];

test.beforeEach(({ page }) => {
  foreignRequests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && !LOCAL_HOSTS.has(url.hostname)) {
      foreignRequests.push(request.url());
    }
  });
});

test.afterEach(() => {
  expect(foreignRequests, 'requests to hosts other than localhost').toEqual([]);
});

/** A search request of the page: to the site's own /api/finder, which asks the finder service. */
function isFinderSearch(r: Request | Response): boolean {
  const url = new URL(r.url());
  return (
    url.origin === new URL(WEB).origin &&
    /^\/api\/finder\/?$/.test(url.pathname) &&
    url.searchParams.has('zipcode')
  );
}

function finderDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Apotheken finden' });
}

async function searchLocal(finder: Locator, zip: string, km: 5 | 10 | 15) {
  await finder.getByLabel('Umkreis').selectOption(String(km));
  await postcode(finder).fill(zip);
  await finder.getByRole('button', { name: 'Suchen' }).click();
}

function postcode(finder: Locator): Locator {
  return finder.getByPlaceholder('Postleitzahl eingeben');
}

/** The result or no-result sentence that replaces the form (a live region repeats it, hidden). */
function sentence(finder: Locator): Locator {
  return finder.locator('.hs-finder__sentence');
}

function cards(finder: Locator): Locator {
  return finder.getByRole('list', { name: 'Apotheken in der Nähe' }).getByRole('article');
}

/** The map: MapLibre in the offline style, with the results as markers and clusters. */
function finderMap(finder: Locator): Locator {
  return finder.getByTestId('finder-map');
}

/** The map has drawn everything for its view (its idle state), no camera move under way. */
async function mapIdle(finder: Locator) {
  await expect(finderMap(finder)).toHaveAttribute('data-map-state', 'idle');
}

/** Clusters on the map: buttons named '12 Apotheken – vergrößern' that show their count. */
function clusters(finder: Locator): Locator {
  return finderMap(finder).getByRole('button', { name: /^\d+ Apotheken – vergrößern$/ });
}

/** Single results on the map: numbered buttons named like their cards ('3: Name'). */
function resultMarkers(finder: Locator): Locator {
  return finderMap(finder).getByRole('button', { name: /^\d+: / });
}

/** How many results the markers in view stand for: one per result marker, a cluster's count. */
async function resultsOnMap(finder: Locator): Promise<number> {
  const counts = await clusters(finder).evaluateAll((els) => els.map((el) => Number(el.textContent)));
  return counts.reduce((n, c) => n + c, await resultMarkers(finder).count());
}

/** Activates a cluster and waits until it has split and the map is idle again. */
async function zoomInto(finder: Locator, cluster: Locator) {
  const handle = await cluster.elementHandle();
  await cluster.click();
  await expect.poll(() => handle!.evaluate((el) => el.isConnected)).toBe(false);
  await mapIdle(finder);
}

/**
 * Zooms into the smallest cluster in view until a result whose number passes `wanted` has a marker
 * of its own (at street level every result has); returns that marker's name ('42: Name').
 */
async function zoomUntilMarker(finder: Locator, wanted: (n: number) => boolean): Promise<string> {
  for (let step = 0; step < 12; step++) {
    const names = await resultMarkers(finder).evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label')!),
    );
    const found = names.find((name) => wanted(Number(name.split(':')[0])));
    if (found) return found;
    const counts = await clusters(finder).evaluateAll((els) => els.map((el) => Number(el.textContent)));
    expect(counts.length, 'a cluster to zoom into').toBeGreaterThan(0);
    await zoomInto(finder, clusters(finder).nth(counts.indexOf(Math.min(...counts))));
  }
  throw new Error('no marker of a wanted result after twelve zoom steps');
}

/** The search settled: no "Suche läuft …", nothing busy. */
async function expectSettled(finder: Locator) {
  await expect(finder.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(sentence(finder)).not.toHaveText('Suche läuft …');
}

test('header CTA → local search: sentence, cards, map, URL; Suche anpassen; postcode error; closing', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page); // the finder links are intercepted only then
  await page.getByRole('banner').getByRole('link', { name: 'Apotheke finden' }).first().click();
  const finder = finderDialog(page);
  await expect(finder).toBeVisible();
  await expect(finder.getByRole('radio', { name: 'In der Nähe' })).toBeChecked();

  // The browser asks the site's own /api/finder, with the contract's query.
  const answer = page.waitForResponse(isFinderSearch);
  await searchLocal(finder, '24937', 10);
  const response = await answer;
  expect(new URL(response.url()).searchParams.toString()).toBe('zipcode=24937&distance=10');
  const pharmacies = (await response.json()) as { name: string; phone: string }[];
  // Several pages of cards: the list shows the nearest 10 and grows on request.
  expect(pharmacies.length).toBeGreaterThan(20);
  expect(pharmacies.length).toBeLessThan(40);

  await expect(sentence(finder)).toHaveText(BRAND_RESULT_24937);
  await expect(cards(finder)).toHaveCount(10);
  await expect(finder.getByText(`10 von ${pharmacies.length} Apotheken`)).toBeVisible();
  const first = cards(finder).first();
  await expect(first).toHaveAccessibleName(`1: ${pharmacies[0]!.name}`);
  await expect(first.locator('.hs-finder__card-distance [aria-hidden="true"]')).toHaveText(/^\d+,\d km$/);
  await expect(first.getByRole('link', { name: `Telefon ${pharmacies[0]!.phone}` })).toHaveAttribute(
    'href',
    `tel:${pharmacies[0]!.phone.replace(/\s/g, '')}`,
  );
  await expect(first.getByRole('link', { name: /Route planen/ })).toHaveAttribute('target', '_blank');
  await finder.getByRole('button', { name: 'Weitere Apotheken anzeigen' }).click();
  await expect(cards(finder)).toHaveCount(20);
  await expect(cards(finder).nth(10)).toBeFocused();
  await finder.getByRole('button', { name: 'Weitere Apotheken anzeigen' }).click();
  await expect(cards(finder)).toHaveCount(pharmacies.length);
  await expect(cards(finder).last()).toHaveAccessibleName(`${pharmacies.length}: ${pharmacies.at(-1)!.name}`);
  await expect(finder.getByRole('button', { name: 'Weitere Apotheken anzeigen' })).toHaveCount(0);

  // The map in the offline style (no consent step): its markers and clusters stand for every result.
  await expect(finder.getByText('Karte laden')).toHaveCount(0);
  await mapIdle(finder);
  expect(await resultsOnMap(finder)).toBe(pharmacies.length);

  // A card's number shows its result on the map: a marker of its own (its cluster, if any, split),
  // highlighted, with its popup (name and 'Route planen').
  await first.getByRole('button', { name: `1: ${pharmacies[0]!.name} – auf der Karte zeigen` }).click();
  const firstMarker = finderMap(finder).getByRole('button', {
    name: `1: ${pharmacies[0]!.name}`,
    exact: true,
  });
  await expect(firstMarker).toBeVisible();
  await mapIdle(finder);
  await expect(firstMarker).toHaveAttribute('data-active', 'true');
  const popup = finder.locator('.maplibregl-popup');
  await expect(popup).toContainText(pharmacies[0]!.name);
  await expect(popup.getByRole('link', { name: /Route planen/ })).toBeVisible();
  // Activating the marker focuses its card.
  await firstMarker.click();
  await expect(first).toBeFocused();

  // The search is in the address, to be shared.
  await expect(page).toHaveURL(/\/\?apofinder=local&zip=24937&distance=10$/);

  // 'Suche anpassen' brings the form back; an invalid postcode shows the error and searches nothing.
  await finder.getByRole('button', { name: 'Suche anpassen' }).click();
  await expect(finder.getByRole('button', { name: 'Suchen' })).toBeVisible();
  let searched = false;
  page.on('request', (r) => {
    if (isFinderSearch(r)) searched = true;
  });
  await postcode(finder).fill('1011');
  await finder.getByRole('button', { name: 'Suchen' }).click();
  await expect(finder.getByRole('alert')).toHaveText(
    'Bitte geben Sie eine gültige Postleitzahl mit fünf Ziffern ein, zum Beispiel 10115.',
  );
  await expect(postcode(finder)).toHaveAttribute('aria-invalid', 'true');
  expect(searched).toBe(false);

  // Closing removes the finder parameters without a reload.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.keyboard.press('Escape');
  await expect(finder).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('729 results around Berlin: clusters with counts zoom in by mouse and keyboard; list and map in sync; the list grows on request', async ({
  page,
}) => {
  const answer = page.waitForResponse(isFinderSearch);
  await page.goto('/?apofinder=local&zip=10115&distance=15');
  const pharmacies = (await (await answer).json()) as { name: string }[];
  expect(pharmacies).toHaveLength(729);
  const finder = finderDialog(page);
  await expect(sentence(finder)).toHaveText(BRAND_RESULT_10115);
  await expect(cards(finder)).toHaveCount(10);
  await expect(finder.getByText('10 von 729 Apotheken')).toBeVisible();

  // The map fits all 729: a few dozen markers at most, clusters where they would overlap, each
  // with its count; together they stand for every result.
  await mapIdle(finder);
  expect(await clusters(finder).count()).toBeGreaterThan(0);
  expect((await clusters(finder).count()) + (await resultMarkers(finder).count())).toBeLessThan(60);
  expect(await resultsOnMap(finder)).toBe(729);
  for (const cluster of await clusters(finder).all()) {
    await expect(cluster).toHaveAccessibleName(`${await cluster.textContent()} Apotheken – vergrößern`);
  }

  // By mouse: the biggest cluster zooms in to where it splits.
  const counts = await clusters(finder).evaluateAll((els) => els.map((el) => Number(el.textContent)));
  const biggest = Math.max(...counts);
  await zoomInto(finder, clusters(finder).nth(counts.indexOf(biggest)));
  for (const count of await clusters(finder).evaluateAll((els) => els.map((el) => Number(el.textContent)))) {
    expect(count).toBeLessThan(biggest);
  }

  // By keyboard: Enter on a focused cluster zooms in; the focus stays on the map, on the marker that
  // now holds the cluster's first result.
  const cluster = clusters(finder).first();
  const clusterHandle = await cluster.elementHandle();
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => clusterHandle!.evaluate((el) => el.isConnected)).toBe(false);
  await mapIdle(finder);
  await expect(page.locator(':focus')).toHaveClass(/hs-finder-(marker|cluster)/);
  await expect(finderMap(finder).locator(':focus')).toHaveCount(1);

  // Map → list, for a result further down than the list shows: zoomed in (the smallest cluster
  // in view, until a result further down has a marker of its own), activating its marker grows the
  // list to its card and focuses it.
  const farName = await zoomUntilMarker(finder, (number) => number > 10);
  const farNumber = Number(farName.split(':')[0]);
  expect(farName).toBe(`${farNumber}: ${pharmacies[farNumber - 1]!.name}`);
  await finderMap(finder).getByRole('button', { name: farName, exact: true }).click();
  await expect(finder.getByRole('article', { name: farName })).toBeFocused();
  await expect(cards(finder)).toHaveCount(Math.ceil(farNumber / 10) * 10);
  // Its popup opened too; closed again, it covers no marker.
  await finder.locator('.maplibregl-popup').getByRole('button', { name: 'Popup schließen' }).click();
  await expect(finder.locator('.maplibregl-popup')).toHaveCount(0);

  // List → map: a card's number shows its result (zooming into its cluster), highlighted, with
  // its popup; the pointer on the card of a marker beside it highlights that one instead.
  const second = cards(finder).nth(1);
  const secondName = `2: ${pharmacies[1]!.name}`;
  await second.getByRole('button', { name: `${secondName} – auf der Karte zeigen` }).click();
  const secondMarker = finderMap(finder).getByRole('button', { name: secondName, exact: true });
  await expect(secondMarker).toBeVisible();
  await mapIdle(finder);
  await expect(secondMarker).toHaveAttribute('data-active', 'true');
  await expect(finder.locator('.maplibregl-popup')).toContainText(pharmacies[1]!.name);
  const neighbour = resultMarkers(finder).filter({ hasNotText: /^2$/ }).first();
  const neighbourName = (await neighbour.getAttribute('aria-label'))!;
  const neighbourCard = finder.getByRole('article', { name: neighbourName });
  await neighbourCard.hover();
  await expect(neighbour).toHaveAttribute('data-active', 'true');
  await expect(secondMarker).toHaveAttribute('data-active', 'false');
  await expect(finderMap(finder).locator('[data-active="true"]')).toHaveCount(1);
  // Map → list: the pointer on a marker highlights its card.
  await secondMarker.hover();
  await expect(second).toHaveAttribute('data-active', 'true');
  await expect(neighbourCard).toHaveAttribute('data-active', 'false');

  // The list grows by ten on request; the focus goes to the first new card, where reading goes on.
  // (Every result reachable to the end: the next test, with fewer results.)
  const more = finder.getByRole('button', { name: 'Weitere Apotheken anzeigen' });
  const shown = await cards(finder).count();
  await more.click();
  await expect(cards(finder)).toHaveCount(shown + 10);
  await expect(cards(finder).nth(shown)).toBeFocused();
  await expect(finder.getByText(`${shown + 10} von 729 Apotheken`)).toBeVisible();
});

test('every result is reachable in the list, numbered like the map, by keyboard', async ({ page }) => {
  const answer = page.waitForResponse(isFinderSearch);
  await page.goto('/?apofinder=local&zip=24937&distance=5');
  const pharmacies = (await (await answer).json()) as { name: string }[];
  // More than one page of cards, few enough pages to go through them all (a time limit that does
  // not grow with the content).
  expect(pharmacies.length).toBeGreaterThan(10);
  expect(pharmacies.length).toBeLessThanOrEqual(40);
  const finder = finderDialog(page);
  await expect(cards(finder)).toHaveCount(10);
  const more = finder.getByRole('button', { name: 'Weitere Apotheken anzeigen' });
  for (let shown = 10; shown < pharmacies.length; shown += 10) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(finder)).toHaveCount(Math.min(pharmacies.length, shown + 10));
    await expect(cards(finder).nth(shown)).toBeFocused();
  }
  await expect(more).toHaveCount(0);
  await expect(cards(finder).last()).toHaveAccessibleName(`${pharmacies.length}: ${pharmacies.at(-1)!.name}`);
});

test('reduced motion: activating a cluster jumps instead of animating', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?apofinder=local&zip=10115&distance=15');
  const finder = finderDialog(page);
  await mapIdle(finder);
  const cluster = clusters(finder).first();
  const handle = await cluster.elementHandle();
  await cluster.focus();
  // The camera jumps within the key press: the cluster is gone at once, no animation frame later.
  await page.keyboard.press('Enter');
  expect(await handle!.evaluate((el) => el.isConnected)).toBe(false);
  await mapIdle(finder);
  expect(await finderMap(finder).locator(':focus').count()).toBe(1);
});

test('online: product and variant → Zum Shop cards, the search in the URL', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Apotheke finden' }).first().click();
  const finder = finderDialog(page);
  await finder.getByText('Online Apotheken', { exact: true }).click();
  await expect(finder.getByRole('radio', { name: 'Online Apotheken' })).toBeChecked();
  // Before any search every shop shows dimmed, its button disabled.
  await expect(finder.getByRole('button', { name: /^Zum Shop/ }).first()).toBeDisabled();

  await finder.getByLabel('Produkt', { exact: true }).selectOption('LUMEDRA CARE');
  const variant = finder.getByLabel('Variante', { exact: true });
  const secondVariant = await variant.locator('option').nth(2).getAttribute('value');
  expect(secondVariant).toMatch(/^\d{8}$/);
  await variant.selectOption(secondVariant!);

  // Choosing the variant searches at once: the shops that carry it, each with 'Zum Shop'.
  const shops = finder.getByRole('link', { name: /^Zum Shop: .+ \(öffnet in neuem Tab\)$/ });
  await expect(shops).not.toHaveCount(0);
  await expect(shops.first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(page).toHaveURL(new RegExp(`/\\?apofinder=online&pzn=${secondVariant}$`));
  await finder.getByRole('button', { name: 'Suchen' }).click();
  await expect(sentence(finder)).toHaveText('Ihr Suchergebnis für LUMEDRA CARE in Online-Apotheken.');

  // That address, reloaded, shows the same result.
  await page.reload();
  await expect(sentence(finder)).toHaveText('Ihr Suchergebnis für LUMEDRA CARE in Online-Apotheken.');
  await expect(finder.getByRole('radio', { name: 'Online Apotheken' })).toBeChecked();
});

test('a shared local search URL opens the finder with its results, also after a reload', async ({ page }) => {
  await page.goto('/produkte/care?apofinder=local&zip=10115&distance=5');
  const finder = finderDialog(page);
  await expect(finder).toBeVisible();
  await expect(sentence(finder)).toHaveText(BRAND_RESULT_10115);
  await expect(cards(finder).first()).toBeVisible();
  await expect(finder.getByRole('button', { name: 'Suche anpassen' })).toBeVisible();

  const answer = page.waitForResponse(isFinderSearch);
  await page.reload();
  const total = ((await (await answer).json()) as unknown[]).length;
  await expect(sentence(finder)).toHaveText(BRAND_RESULT_10115);
  await expect(cards(finder)).toHaveCount(Math.min(10, total));
  await mapIdle(finder);
  expect(await resultsOnMap(finder)).toBe(total);

  await finder.getByRole('button', { name: 'Schließen' }).click();
  await expect(finder).toBeHidden();
  await expect(page).toHaveURL(/\/produkte\/care$/);
});

test('a TmApo block on a product page opens the finder with its product preselected', async ({ page }) => {
  await page.goto('/produkte/night');
  await hydrated(page);
  const teaser = page.locator('[data-block="TmApo"]');
  await expect(teaser).toHaveAttribute('data-preselect-product', 'NIGHT');
  await teaser.getByRole('link', { name: 'Apotheke finden' }).click();
  const finder = finderDialog(page);
  await expect(finder).toBeVisible();
  await expect(finder.getByLabel('Produkt', { exact: true })).toHaveValue('LUMEDRA NIGHT');
  await expect(finder.getByLabel('Variante', { exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/produkte\/night\?apofinder=local&pzn=\d{8}$/);

  await searchLocal(finder, '24937', 5);
  await expect(sentence(finder)).toHaveText('Ihr Suchergebnis für LUMEDRA NIGHT in der Nähe von 24937');
  await expect(page).toHaveURL(/\?apofinder=local&pzn=\d{8}&zip=24937&distance=5$/);

  // Closed and reopened from the header: the same search, back in the address.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/produkte\/night$/);
  await page.getByRole('banner').getByRole('link', { name: 'Apotheke finden' }).first().click();
  await expect(sentence(finder)).toHaveText('Ihr Suchergebnis für LUMEDRA NIGHT in der Nähe von 24937');
  await expect(page).toHaveURL(/\/produkte\/night\?apofinder=local&pzn=\d{8}&zip=24937&distance=5$/);
});

test.describe('finder service failing', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterEach(async ({ request }) => {
    await setScenario(request, FINDER, 'normal');
  });

  test('status 500: the no-result sentence, no spinner left', async ({ page, request }) => {
    // A postcode no other test searches: the site keeps finder answers for a while (failures not).
    await setScenario(request, FINDER, 'status-500');
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Apotheke finden' }).first().click();
    const finder = finderDialog(page);
    const answer = page.waitForResponse(isFinderSearch);
    await searchLocal(finder, '80331', 15);
    // The site's proxy says the service failed (502); the page shows the no-result copy.
    expect((await answer).status()).toBe(502);
    await expect(sentence(finder)).toHaveText(
      `${NO_LOCAL_RESULTS} Sie können aber gerne unsere LUMEDRA® Produkte über eine Online-Apotheke bestellen.`,
    );
    await expectSettled(finder);
    await expect(cards(finder)).toHaveCount(0);
    await expect(finder.locator('.hs-finder-marker, .hs-finder-cluster')).toHaveCount(0);
  });
});
