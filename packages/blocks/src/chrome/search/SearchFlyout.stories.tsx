import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteFor } from '../__fixtures__/site';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { englishSearchDocuments, germanSearchDocuments } from './fixtures';
import { SearchFlyout, type SearchFlyoutProps, type SearchIndexService } from './SearchFlyout';
import { buildSearchIndex, siteSearchOf } from './searchIndex';

// An in-memory index built from fixture documents: no network, deterministic.
const services: Record<'de-DE' | 'en', SearchIndexService> = {
  'de-DE': { loadSearch: () => Promise.resolve(siteSearchOf(buildSearchIndex(germanSearchDocuments))) },
  en: { loadSearch: () => Promise.resolve(siteSearchOf(buildSearchIndex(englishSearchDocuments))) },
};

// Offline for a moment: the first load fails, the later ones answer (reset before the story).
let flakyLoads = 0;
const flakyService: SearchIndexService = {
  loadSearch: () =>
    flakyLoads++ === 0 ? Promise.reject(new Error('offline')) : services['de-DE'].loadSearch(),
};

const meta = {
  title: 'Chrome/SearchFlyout',
  component: SearchFlyout,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The search flyout. Quicklinks while the field is empty; results as the visitor types (150 ms debounce), ' +
          'prefix and fuzzy, umlauts folded. ArrowDown/ArrowUp move between the field and the links; Escape closes. ' +
          'The search (MiniSearch) loads through `service.loadSearch()` on the first opening.',
      },
    },
  },
  args: { service: services['de-DE'], defaultOpen: true },
  render: (args: SearchFlyoutProps, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <SearchFlyout {...args} service={services[locale]} quicklinks={siteFor(locale).search?.quicklinks} />
    );
  },
  // The panel drops below its positioned ancestor, as below the site header: a bar at the top of
  // a story tall enough for the open panel, which is absolutely positioned and so adds no height
  // of its own (the screenshot is of the story's box).
  decorators: [
    (Story) => (
      <div style={{ minHeight: 720 }}>
        <div style={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SearchFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty field: the quicklinks. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The panel's code loads with the first opening.
    await expect(await canvas.findByRole('searchbox')).toHaveAttribute('placeholder', 'z.B. trockene Augen');
    await expect(canvas.getByRole('link', { name: 'Trockene Augen' })).toHaveAttribute(
      'href',
      '/trockene-augen',
    );
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'e.g. dry eyes',
    );
  },
};

/** Typing shows results; the button opens and closes the flyout, Escape returns focus to it. */
export const Typing: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Suche öffnen' });
    await userEvent.click(button);
    const field = await canvas.findByRole('searchbox', { name: 'Suche' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'Trockene Augen');
    const first = await canvas.findByRole('link', { name: /Trockene Augen: Ursachen und Hilfe/ });
    await expect(first).toHaveAttribute('href', '/trockene-augen');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Suche öffnen' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Suche öffnen' }));
  },
};

/** Results for a query with an umlaut typed without it (`Lidrander` finds Lidränder). */
export const Results: Story = {
  args: { defaultQuery: 'Lidrander' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Typische Symptome/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /LUMEDRA NIGHT/ })).toBeVisible();
  },
};

export const ResultsEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultQuery: 'dry eyes' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Dry eyes: causes and help/ }),
    ).toBeVisible();
  },
};

export const NoResult: Story = {
  args: { defaultQuery: 'Xylophon' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Keine Ergebnisse für „Xylophon“.', { selector: 'p' }),
    ).toBeVisible();
  },
};

export const NoResultEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultQuery: 'xylophone' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No results for “xylophone”.', { selector: 'p' }),
    ).toBeVisible();
  },
};

/** ArrowDown moves from the field through the results, ArrowUp back to the field. */
export const ArrowKeys: Story = {
  args: { defaultQuery: 'augen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox');
    const links = await canvas.findAllByRole('link');
    await expect(links.length).toBeGreaterThan(2);
    field.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};

/** The first load fails and the panel says so; the next opening loads again and finds. */
export const RetryAfterError: Story = {
  args: { defaultOpen: false, defaultQuery: 'Trockene Augen' },
  parameters: { screenshot: false },
  beforeEach: () => {
    flakyLoads = 0;
  },
  render: (args: SearchFlyoutProps) => <SearchFlyout {...args} service={flakyService} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suche öffnen' }));
    await expect(await canvas.findByText(/Die Suche ist gerade nicht verfügbar/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suche schließen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suche öffnen' }));
    await expect(
      await canvas.findByRole('link', { name: /Trockene Augen: Ursachen und Hilfe/ }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Die Suche ist gerade nicht verfügbar/)).toBeNull();
  },
};

/** With a search page: the results end with "show all results", which opens it with the query. */
export const ShowAllResults: Story = {
  args: { defaultQuery: 'Lidrander', searchPage: '/suche' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('link', { name: 'Alle Ergebnisse anzeigen' });
    await expect(all).toHaveAttribute('href', '/suche?q=Lidrander');
    // The field is a real form field: without scripts, Enter submits it there.
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/suche');
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('name', 'q');
  },
};

export const ShowAllResultsEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultQuery: 'dry eyes', searchPage: '/en/search' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Show all results' }),
    ).toHaveAttribute('href', '/en/search?q=dry%20eyes');
  },
};
