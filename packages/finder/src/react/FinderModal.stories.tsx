import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { care, fixtureCatalogue as catalogue } from '../__fixtures__/catalogue';
import type { Locale } from '../copy';
import { directionsUrl } from '../format';
import { berlinPharmacies, fixedRandom } from './__fixtures__/berlin';
import { manyPharmacies } from './__fixtures__/manyResults';
import { loadStaticMap } from './__fixtures__/staticMap';
import { FinderModal, type FinderModalProps } from './FinderModal';
import { createInMemoryLocalSearchService } from './services';
import type { LocalSearchService } from './types';
import { finderStateFromSearchParams } from './url';

const carePzn = care.variants[0]!.pzn;
// The in-memory service: every postcode gets the Berlin list, except 99998 (no pharmacies).
const localSearch = createInMemoryLocalSearchService(berlinPharmacies, { emptyFor: ['99998'] });
// The finder-service stand-in's 729 results for 10115 at 15 km.
const manySearch = createInMemoryLocalSearchService(manyPharmacies);

type Args = Omit<FinderModalProps, 'open' | 'onOpenChange' | 'localSearch' | 'catalogue'> & {
  url?: string;
  localSearch?: LocalSearchService;
};

function localeOf(context: StoryContext): Locale {
  return context.globals.locale === 'en' ? 'en' : 'de-DE';
}

function Harness({ url, localSearch: search = localSearch, ...props }: Args) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" style={{ font: 'inherit' }} onClick={() => setOpen(true)}>
        apofinder
      </button>
      <FinderModal
        open={open}
        onOpenChange={setOpen}
        catalogue={catalogue}
        localSearch={search}
        random={fixedRandom}
        initialState={url ? finderStateFromSearchParams(catalogue, url) : undefined}
        {...props}
      />
    </>
  );
}

const meta = {
  title: 'Finder/FinderModal',
  component: Harness,
  // The modal renders into a portal on <body>: screenshot the page, not the story wrapper.
  parameters: { screenshot: { target: 'page' }, layout: 'fullscreen' },
  // Deterministic by default: a static map stand-in (no canvas) and a fixed random source.
  args: { loadMap: loadStaticMap },
  // The modal renders in a portal, outside the themed story root: pass the theme global on.
  render: (args, context) => (
    <Harness
      locale={localeOf(context)}
      theme={typeof context.globals.theme === 'string' ? context.globals.theme : undefined}
      {...args}
    />
  ),
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const modal = () => screen.findByRole('dialog');

/** Clicks a segmented-toggle option the way a visitor does: on its label (the radio is hidden). */
async function chooseTarget(dialog: ReturnType<typeof within>, name: string) {
  await userEvent.click(dialog.getByRole('radio', { name }).labels![0]!);
}

/** Waits for the result sentence: shown under the toggle and announced by the live region. */
async function sentence(dialog: ReturnType<typeof within>, text: string | RegExp) {
  await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(text));
  await expect(dialog.getByText(text, { selector: '.hs-finder__sentence' })).toBeVisible();
}

/** Waits until the map has drawn everything for its view and returns its container. */
async function mapIdle(dialog: ReturnType<typeof within>): Promise<HTMLElement> {
  const map = await dialog.findByTestId('finder-map', {}, { timeout: 20_000 });
  await waitFor(() => expect(map).toHaveAttribute('data-map-state', 'idle'), { timeout: 20_000 });
  return map;
}

/** The map's markers: clusters ('12 Apotheken – vergrößern') and single results ('3: Name'). */
function mapMarkers(map: HTMLElement) {
  const inMap = within(map);
  return {
    clusters: inMap.queryAllByRole('button', { name: /^\d+ (Apotheken – vergrößern|pharmacies – zoom in)$/ }),
    results: inMap.queryAllByRole('button', { name: /^\d+: / }),
  };
}

const countOf = (cluster: HTMLElement) => Number(cluster.textContent);

/** The form in local mode: product, variant (disabled), distance, postcode and 'Suchen'. */
export const LocalBeforeSearch: Story = {
  play: async () => {
    const dialog = within(await modal());
    await expect(dialog.getByRole('heading', { level: 2, name: 'Apotheken finden' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'In der Nähe' })).toBeChecked();
    // Focus starts at the search, on the chosen target.
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'In der Nähe' })).toHaveFocus());
    await expect(dialog.getByRole('combobox', { name: 'Variante' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('5');
    await expect(dialog.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAttribute(
      'placeholder',
      'Postleitzahl eingeben',
    );
    await expect(dialog.getByRole('button', { name: 'Suchen' })).toBeEnabled();
    await expect(dialog.getByRole('link', { name: /Zur Startseite/ })).toHaveAttribute('href', '/');
  },
};

/** The form in English. */
export const LocalBeforeSearchEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = within(await modal());
    await expect(dialog.getByRole('radio', { name: 'Nearby' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveDisplayValue('Select a product');
    await expect(dialog.getByRole('combobox', { name: 'Variant' })).toHaveDisplayValue('Select a variant');
    await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute(
      'placeholder',
      'Enter postcode',
    );
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Online mode before any search: every shop dimmed, 'Suchen' disabled until a product is chosen. */
export const OnlineBeforeSearch: Story = {
  args: { url: 'apofinder=online' },
  play: async () => {
    const dialog = within(await modal());
    await expect(dialog.getByRole('radio', { name: 'Online Apotheken' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Suchen' })).toBeDisabled();
    const shops = dialog.getByRole('list', { name: 'Online-Apotheken' });
    await expect(shops.closest('[data-dimmed]')).toHaveAttribute('data-dimmed', 'true');
    // Every shop of the catalogue with a valid home page (not the one with none).
    await expect(within(shops).getAllByRole('listitem')).toHaveLength(7);
    await expect(dialog.queryByRole('textbox', { name: 'Postleitzahl' })).toBeNull();
  },
};

/** Local results from a shared URL: numbered cards beside the map (static stand-in), the sentence. */
export const LocalResults: Story = {
  args: { url: `apofinder=local&pzn=${carePzn}&zip=10115&distance=5` },
  play: async () => {
    const dialog = within(await modal());
    await sentence(dialog, 'Ihr Suchergebnis für EXEMPLA CARE in der Nähe von 10115');
    const cards = dialog.getByRole('list', { name: 'Apotheken in der Nähe' });
    await expect(within(cards).getAllByRole('article')).toHaveLength(5);
    const first = within(cards).getByRole('article', { name: '1: Löwen-Apotheke' });
    await expect(first).toHaveTextContent('0,4 km');
    await expect(first).toHaveTextContent('Invalidenstraße 112');
    await expect(within(first).getByRole('link', { name: /Telefon/ })).toHaveAttribute(
      'href',
      'tel:03028341120',
    );
    const route = within(first).getByRole('link', { name: /Route planen/ });
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(await dialog.findByRole('button', { name: '2: Apotheke am Nordbahnhof' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('Ihr Suchergebnis für EXEMPLA CARE');
  },
};

/** The same results in English. */
export const LocalResultsEnglish: Story = {
  ...LocalResults,
  globals: { locale: 'en' },
  play: async () => {
    const dialog = within(await modal());
    await expect(dialog.getByRole('heading', { level: 2, name: 'Find a pharmacy' })).toBeVisible();
    await sentence(dialog, 'Your search results for EXEMPLA CARE near 10115');
    await expect(dialog.getByRole('button', { name: 'Refine search' })).toBeVisible();
    await expect(dialog.getAllByRole('link', { name: /Get directions/ })).toHaveLength(5);
  },
};

/** Themed by the page's theme (here `care`): the modal takes it over into its portal. */
export const LocalResultsCareTheme: Story = {
  args: { url: `apofinder=local&pzn=${carePzn}&zip=10115&distance=5` },
  globals: { theme: 'care' },
  play: async () => {
    const dialog = await modal();
    await expect(dialog).toHaveAttribute('data-theme', 'care');
    await within(dialog).findByRole('button', { name: '1: Löwen-Apotheke' });
  },
};

/**
 * The real MapLibre map in the offline style (no network, drawn in software WebGL) with five
 * results: the two 430 m apart share a cluster at the fitted zoom; activated, it zooms in and
 * splits. A marker's popup shows name, address and 'Route planen'; its card gets the focus. The
 * screenshot waits for the map's idle state.
 */
export const LocalResultsWithMapLibre: Story = {
  args: { url: `apofinder=local&zip=10115`, loadMap: undefined },
  play: async () => {
    const dialog = within(await modal());
    await sentence(dialog, 'Ihr Suchergebnis für unsere EXEMPLA Produkte in der Nähe von 10115');
    const map = await mapIdle(dialog);
    await expect(dialog.getByRole('region', { name: 'Karte der Apotheken' })).toBeInTheDocument();
    await expect(within(map).getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    await expect(within(map).getByRole('button', { name: 'Verkleinern' })).toBeVisible();
    const before = mapMarkers(map);
    await expect(before.clusters.map((c) => c.getAttribute('aria-label'))).toEqual([
      '2 Apotheken – vergrößern',
    ]);
    await expect(before.results.map((m) => m.getAttribute('aria-label'))).toEqual([
      '3: Rosenthaler Apotheke',
      '4: Spree-Apotheke Mitte',
      '5: Prenzlauer Berg Apotheke',
    ]);
    await userEvent.click(before.clusters[0]!);
    const second = await within(map).findByRole('button', { name: '2: Apotheke am Nordbahnhof' });
    await mapIdle(dialog);
    await expect(within(map).getByRole('button', { name: '1: Löwen-Apotheke' })).toBeVisible();
    // The popup: name, address and 'Route planen'; the card gets focus.
    await userEvent.click(second);
    const popup = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.maplibregl-popup');
      if (!el) throw new Error('no popup');
      return el;
    });
    await expect(popup).toHaveTextContent('Apotheke am Nordbahnhof');
    await expect(popup).toHaveTextContent('Gartenstraße 5');
    await expect(within(popup).getByRole('link', { name: /Route planen/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(dialog.getByRole('article', { name: '2: Apotheke am Nordbahnhof' })).toHaveFocus();
    await mapIdle(dialog);
  },
};

/** The map cannot load (chunk or style error): logged, a short note instead, the list still works. */
export const MapLoadFailure: Story = {
  args: {
    url: 'apofinder=local&zip=10115',
    loadMap: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
  },
  play: async () => {
    const dialog = within(await modal());
    await dialog.findByText('Die Karte ist gerade nicht verfügbar. Die Liste zeigt alle Apotheken.');
    await expect(dialog.getAllByRole('article')).toHaveLength(5);
  },
};

/** No pharmacies near the postcode, searched without a product. */
export const NoLocalResults: Story = {
  args: { url: 'apofinder=local&zip=99998' },
  play: async () => {
    const dialog = within(await modal());
    await sentence(
      dialog,
      /^Leider konnten wir keine passenden Apotheken in Ihrer Nähe finden\. .*unsere EXEMPLA Produkte/,
    );
    await expect(dialog.queryByRole('list', { name: 'Apotheken in der Nähe' })).toBeNull();
  },
};

/** No pharmacies near the postcode for a chosen product. */
export const NoLocalResultsWithProduct: Story = {
  args: { url: `apofinder=local&pzn=${carePzn}&zip=99998` },
  play: async () => {
    const dialog = within(await modal());
    await sentence(dialog, /unser Produkt EXEMPLA CARE über eine Online-Apotheke bestellen\.$/);
  },
};

/** Online results: logo cards with 'Zum Shop', external links announced. */
export const OnlineResults: Story = {
  args: { url: `apofinder=online&pzn=${carePzn}` },
  play: async () => {
    const dialog = within(await modal());
    await sentence(dialog, 'Ihr Suchergebnis für EXEMPLA CARE in Online-Apotheken.');
    const links = dialog.getAllByRole('link', { name: /^Zum Shop/ });
    await expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      await expect(link).toHaveAccessibleName(/^Zum Shop: .+ \(öffnet in neuem Tab\)$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
  },
};

// Counts map loads: nothing may be fetched from a third-party map before consent.
const consentLoader = fn(loadStaticMap);

/** A third-party map style waits for consent; the list works without it; accepting loads the map. */
export const ConsentPending: Story = {
  args: {
    url: 'apofinder=local&zip=10115',
    mapStyle: { url: 'https://tiles.example/style.json', requiresConsent: true },
    loadMap: consentLoader,
  },
  beforeEach: () => {
    consentLoader.mockClear();
  },
  play: async () => {
    const dialog = within(await modal());
    await dialog.findByText(/Die Karte wird von einem externen Kartendienst geladen/);
    await expect(dialog.getByRole('button', { name: 'Karte laden' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /^1: / })).toBeNull();
    await expect(dialog.getAllByRole('article')).toHaveLength(5);
    await expect(consentLoader).not.toHaveBeenCalled();
  },
};

/** Accepting the consent shows the map (here the static stand-in). */
export const ConsentAccepted: Story = {
  ...ConsentPending,
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    await expect(consentLoader).not.toHaveBeenCalled();
    await userEvent.click(await dialog.findByRole('button', { name: 'Karte laden' }));
    await expect(await dialog.findByRole('button', { name: '1: Löwen-Apotheke' })).toBeVisible();
    await expect(consentLoader).toHaveBeenCalledOnce();
  },
};

/** 'Suchen' without a valid postcode: the error shows, is announced and the field is focused. */
export const PostcodeError: Story = {
  play: async () => {
    const dialog = within(await modal());
    const zip = dialog.getByRole('textbox', { name: 'Postleitzahl' });
    await userEvent.type(zip, '101');
    await userEvent.click(dialog.getByRole('button', { name: 'Suchen' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('gültige Postleitzahl mit fünf Ziffern');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(/gültige Postleitzahl/);
    await expect(zip).toHaveFocus();
  },
};

/** The online flow: toggle, product, variant, search → logo cards and the sentence. */
export const OnlineSearchFlow: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    await chooseTarget(dialog, 'Online Apotheken');
    await expect(dialog.getByRole('button', { name: 'Suchen' })).toBeDisabled();
    await expect(
      dialog.getByRole('list', { name: 'Online-Apotheken' }).closest('[data-dimmed]'),
    ).toHaveAttribute('data-dimmed', 'true');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Produkt' }), 'EXEMPLA CARE');
    const variant = dialog.getByRole('combobox', { name: 'Variante' });
    await expect(variant).toBeEnabled();
    await userEvent.selectOptions(variant, care.variants[1]!.pzn);
    await userEvent.click(dialog.getByRole('button', { name: 'Suchen' }));
    await sentence(dialog, 'Ihr Suchergebnis für EXEMPLA CARE in Online-Apotheken.');
    await expect(
      dialog.getByRole('list', { name: 'Online-Apotheken' }).closest('[data-dimmed]'),
    ).toHaveAttribute('data-dimmed', 'false');
    await expect(dialog.getAllByRole('link', { name: /^Zum Shop/ }).length).toBeGreaterThan(5);
  },
};

/** The local flow by keyboard: postcode, Enter → cards and sentence; 'Suche anpassen' reopens the form. */
export const LocalSearchFlow: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Postleitzahl' }), '10115{Enter}');
    await sentence(dialog, 'Ihr Suchergebnis für unsere EXEMPLA Produkte in der Nähe von 10115');
    await expect(dialog.getByRole('status')).toHaveTextContent('in der Nähe von 10115');
    await expect(dialog.getAllByRole('article')).toHaveLength(5);
    const adjust = dialog.getByRole('button', { name: 'Suche anpassen' });
    await waitFor(() => expect(adjust).toHaveFocus());
    await expect(dialog.queryByRole('textbox', { name: 'Postleitzahl' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('textbox', { name: 'Postleitzahl' })).toHaveValue('10115');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Produkt' })).toHaveFocus());
  },
};

/** Switching the toggle swaps the local fields for the online shop list and back. */
export const SwitchTarget: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    const local = dialog.getByRole('radio', { name: 'In der Nähe' });
    const online = dialog.getByRole('radio', { name: 'Online Apotheken' });
    await chooseTarget(dialog, 'Online Apotheken');
    await expect(online).toBeChecked();
    await expect(dialog.queryByRole('combobox', { name: 'Umkreis' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(local).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Umkreis' })).toBeVisible();
  },
};

/** Activating a marker focuses its card; focusing a card highlights its marker. */
export const MarkerFocusesCard: Story = {
  args: { url: 'apofinder=local&zip=10115' },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    const marker = await dialog.findByRole('button', { name: '3: Rosenthaler Apotheke' });
    await userEvent.click(marker);
    const card = dialog.getByRole('article', { name: '3: Rosenthaler Apotheke' });
    await expect(card).toHaveFocus();
    await expect(card).toHaveAttribute('data-active', 'true');
    await expect(marker).toHaveAttribute('data-active', 'true');
    const other = dialog.getByRole('article', { name: '1: Löwen-Apotheke' });
    await userEvent.hover(other);
    await expect(dialog.getByRole('button', { name: '1: Löwen-Apotheke' })).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};

/** The modal opened with a preselected product (upper-cased match). */
export const PreselectedProduct: Story = {
  args: { preselectProductName: 'exempla gel' },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    await expect(dialog.getByRole('combobox', { name: 'Produkt' })).toHaveValue('EXEMPLA GEL');
    await expect(dialog.getByRole('combobox', { name: 'Variante' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------
// Many results: the real MapLibre map (offline style, no network) with clustered markers. Its
// canvas is drawn in software WebGL; screenshots wait for the map's idle state (every tile and
// marker drawn, no camera movement), not for time.

const manyUrl = 'apofinder=local&zip=10115&distance=15';

/**
 * 729 results: the nearest 10 as cards ('10 von 729 Apotheken', 'Weitere Apotheken anzeigen'), the
 * map with every result, clustered where markers would overlap; each cluster shows its count.
 */
export const LocalResultsMany: Story = {
  args: { url: manyUrl, localSearch: manySearch, loadMap: undefined },
  play: async () => {
    const dialog = within(await modal());
    await sentence(dialog, 'Ihr Suchergebnis für unsere EXEMPLA Produkte in der Nähe von 10115');
    const cards = dialog.getByRole('list', { name: 'Apotheken in der Nähe' });
    await expect(within(cards).getAllByRole('article')).toHaveLength(10);
    await expect(within(cards).getAllByRole('article')[0]).toHaveAccessibleName('1: Greifen-Apotheke');
    await expect(dialog.getByText('10 von 729 Apotheken')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Weitere Apotheken anzeigen' })).toBeVisible();
    const map = await mapIdle(dialog);
    const { clusters, results } = mapMarkers(map);
    // The view fits every result: together the markers stand for all 729, a few dozen at most.
    await expect(clusters.length).toBeGreaterThan(0);
    await expect(clusters.length + results.length).toBeLessThan(60);
    await expect(clusters.reduce((n, c) => n + countOf(c), results.length)).toBe(729);
    for (const cluster of clusters) {
      await expect(cluster).toHaveAccessibleName(`${countOf(cluster)} Apotheken – vergrößern`);
    }
  },
};

/** The same in English. */
export const LocalResultsManyEnglish: Story = {
  ...LocalResultsMany,
  globals: { locale: 'en' },
  play: async () => {
    const dialog = within(await modal());
    await sentence(dialog, 'Your search results for our EXEMPLA products near 10115');
    await expect(dialog.getByText('10 of 729 pharmacies')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Show more pharmacies' })).toBeVisible();
    const { clusters } = mapMarkers(await mapIdle(dialog));
    await expect(clusters.length).toBeGreaterThan(0);
    for (const cluster of clusters) {
      await expect(cluster).toHaveAccessibleName(`${countOf(cluster)} pharmacies – zoom in`);
    }
  },
};

/** Clusters, markers and cards take the page's theme (here `parin`). */
export const LocalResultsManyParinTheme: Story = {
  ...LocalResultsMany,
  globals: { theme: 'parin' },
  play: async () => {
    const dialog = await modal();
    await expect(dialog).toHaveAttribute('data-theme', 'parin');
    const { clusters } = mapMarkers(await mapIdle(within(dialog)));
    await expect(clusters.length).toBeGreaterThan(0);
  },
};

/**
 * A cluster activated by keyboard (Enter) zooms in to where it splits; the focus moves to the
 * marker that now holds its first result, so the keyboard stays on the map. The screenshot shows
 * that state with the focus ring.
 */
export const ClusterKeyboard: Story = {
  args: { url: manyUrl, localSearch: manySearch, loadMap: undefined },
  play: async () => {
    const dialog = within(await modal());
    const map = await mapIdle(dialog);
    const before = mapMarkers(map);
    const cluster = before.clusters[0]!;
    const count = countOf(cluster);
    cluster.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cluster).not.toBeInTheDocument());
    await mapIdle(dialog);
    // Focus on the marker holding the cluster's first result: result 1 (it is the nearest), or a
    // smaller cluster with it.
    const focused = document.activeElement as HTMLElement;
    await expect(map).toContainElement(focused);
    await expect(focused.getAttribute('aria-label')).toMatch(
      /^(1: Greifen-Apotheke|\d+ Apotheken – vergrößern)$/,
    );
    const after = mapMarkers(map);
    // Zoomed in: more markers for this part of the city, none with all of the cluster's results.
    await expect(after.clusters.length + after.results.length).toBeGreaterThan(1);
    for (const c of after.clusters) await expect(countOf(c)).toBeLessThan(count);
  },
};

/** A cluster clicked with the mouse zooms in the same way and splits. */
export const ClusterMouse: Story = {
  args: { url: manyUrl, localSearch: manySearch, loadMap: undefined },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    const map = await mapIdle(dialog);
    const before = mapMarkers(map);
    const biggest = before.clusters.reduce((a, b) => (countOf(b) > countOf(a) ? b : a));
    const count = countOf(biggest);
    await userEvent.click(biggest);
    await waitFor(() => expect(biggest).not.toBeInTheDocument());
    await mapIdle(dialog);
    const after = mapMarkers(map);
    for (const c of after.clusters) await expect(countOf(c)).toBeLessThan(count);
  },
};

/**
 * A card's number shows its result on the map: the map zooms in until the result has a marker of
 * its own (its cluster splits), highlights it and opens its popup; the card is highlighted too.
 */
export const ShowCardOnMap: Story = {
  args: { url: manyUrl, localSearch: manySearch, loadMap: undefined },
  play: async () => {
    const dialog = within(await modal());
    const map = await mapIdle(dialog);
    // At the fitted zoom the second result is inside a cluster.
    await expect(within(map).queryByRole('button', { name: '2: Untere Apotheke' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '2: Untere Apotheke – auf der Karte zeigen' }));
    const marker = await within(map).findByRole(
      'button',
      { name: '2: Untere Apotheke' },
      { timeout: 20_000 },
    );
    await mapIdle(dialog);
    await expect(marker).toHaveAttribute('data-active', 'true');
    await expect(dialog.getByRole('article', { name: '2: Untere Apotheke' })).toHaveAttribute(
      'data-active',
      'true',
    );
    const popup = document.querySelector<HTMLElement>('.maplibregl-popup')!;
    await expect(popup).toHaveTextContent('Untere Apotheke');
    await expect(popup).toHaveTextContent('Tulpenweg 72');
    await expect(within(popup).getByRole('link', { name: /Route planen/ })).toBeVisible();
    // The pointer on a marker highlights its card, and only that one.
    const other = within(map)
      .getAllByRole('button', { name: /^\d+: / })
      .find((m) => m !== marker)!;
    await userEvent.hover(other);
    const name = other.getAttribute('aria-label')!;
    await expect(dialog.getByRole('article', { name })).toHaveAttribute('data-active', 'true');
    await expect(dialog.getByRole('article', { name: '2: Untere Apotheke' })).toHaveAttribute(
      'data-active',
      'false',
    );
    // Back on the card's number: the pointer leaves the marker, the card is highlighted again.
    await userEvent.hover(dialog.getByRole('button', { name: '2: Untere Apotheke – auf der Karte zeigen' }));
    await expect(dialog.getByRole('article', { name: '2: Untere Apotheke' })).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};

/**
 * 'Weitere Apotheken anzeigen' adds the next 10 cards and moves the focus to the first of them; a
 * marker activated further down grows the list to its card and focuses it.
 */
export const ShowMoreResults: Story = {
  args: { url: manyUrl, localSearch: manySearch },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    const cards = dialog.getByRole('list', { name: 'Apotheken in der Nähe' });
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(10));
    await userEvent.click(dialog.getByRole('button', { name: 'Weitere Apotheken anzeigen' }));
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(20));
    await expect(dialog.getByText('20 von 729 Apotheken')).toBeVisible();
    await waitFor(() => expect(within(cards).getAllByRole('article')[10]).toHaveFocus());
    await expect(within(cards).getAllByRole('article')[10]).toHaveAccessibleName(/^11: /);
    // The static map stand-in shows every marker: activate number 75 (on the eighth page).
    const marker = await dialog.findByRole('button', { name: /^75: / });
    const name = marker.getAttribute('aria-label')!;
    await userEvent.click(marker);
    const card = await dialog.findByRole('article', { name });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(within(cards).getAllByRole('article')).toHaveLength(80);
    await expect(dialog.getByText('80 von 729 Apotheken')).toBeVisible();
  },
};

// Two places in one stand-in: 10115 the 729 around Berlin, 24937 thirty others of them.
const twoPlacesSearch: LocalSearchService = {
  search: ({ zip, distance, signal }) =>
    manySearch
      .search({ zip: '10115', distance, signal })
      .then((results) => (zip === '24937' ? results.slice(100, 130) : results)),
};

/**
 * A new search shows its own results in the cards already on screen: names, numbers and links of
 * the new results from 1 on, the count of the new answer, the map's markers for them.
 */
export const NewSearchNewCards: Story = {
  args: { url: manyUrl, localSearch: twoPlacesSearch },
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await modal());
    const cards = dialog.getByRole('list', { name: 'Apotheken in der Nähe' });
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(10));
    await expect(dialog.getByText('10 von 729 Apotheken')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Suche anpassen' }));
    const zip = dialog.getByRole('textbox', { name: 'Postleitzahl' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '24937{Enter}');
    await expect(await dialog.findByText('10 von 30 Apotheken')).toBeVisible();
    const now = within(cards).getAllByRole('article');
    await expect(now).toHaveLength(10);
    for (const [i, card] of now.entries()) {
      const pharmacy = manyPharmacies[100 + i]!;
      await expect(card).toHaveAccessibleName(`${i + 1}: ${pharmacy.name}`);
      await expect(card).toHaveAttribute('data-active', 'false');
      await expect(within(card).getByRole('link', { name: /Route planen/ })).toHaveAttribute(
        'href',
        directionsUrl(pharmacy),
      );
    }
    // The map's markers are the new results' (the stand-in shows every one, unclustered).
    await expect(dialog.getByRole('button', { name: `1: ${manyPharmacies[100]!.name}` })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: `1: ${manyPharmacies[0]!.name}` })).toBeNull();
  },
};
