import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale } from '../../__fixtures__/storyLocale';
import { englishSearchDocuments, germanSearchDocuments } from './fixtures';
import { buildSearchIndex, searchPageResults } from './searchIndex';
import { SearchResultsPage, type SearchResultsPageProps } from './SearchResultsPage';

// The results as the server computes them: the fixture documents' index, the same ranking.
const documents = { 'de-DE': germanSearchDocuments, en: englishSearchDocuments };
const resultsFor = (locale: 'de-DE' | 'en', query: string) =>
  query ? searchPageResults(buildSearchIndex(documents[locale]), documents[locale], query) : [];
const searchPath = { 'de-DE': '/suche', en: '/en/search' };

const meta = {
  title: 'Chrome/SearchResultsPage',
  component: SearchResultsPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The search page (`/suche?q=…`, `/en/search?q=…`): a plain GET form and the results rendered on the ' +
          'server from the flyout’s index (title, the matching snippet with the query’s words marked, the ' +
          'address), so it works without JavaScript. Its own copy before a search and without results.',
      },
    },
  },
  args: { query: 'Lidrander', results: [], action: '/suche' },
  render: (args: SearchResultsPageProps, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <SearchResultsPage {...args} results={resultsFor(locale, args.query)} action={searchPath[locale]} />
    );
  },
} satisfies Meta<typeof SearchResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results for an umlaut typed without it: every matching word marked, folded as the search folds. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Lidrander');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/Ergebnisse? für „Lidrander“/);
    const list = canvas.getByRole('list', { name: 'Suchergebnisse' });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    await expect(list.querySelector('mark')).toHaveTextContent(/Lidränder/i);
  },
};

export const ResultsEnglish: Story = {
  globals: { locale: 'en' },
  args: { query: 'dry eyes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/results? for “dry eyes”/);
    await expect(canvas.getByRole('list', { name: 'Search results' })).toBeVisible();
  },
};

/** Before a search: what to do. */
export const Empty: Story = {
  args: { query: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Wonach suchen Sie\?/)).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  args: { query: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^What are you looking for\?/)).toBeVisible();
  },
};

/** No results: the query named, and a hint. */
export const NoResult: Story = {
  args: { query: 'Xylophon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Ergebnisse für „Xylophon“.')).toBeVisible();
    await expect(canvas.getByText(/Prüfen Sie die Schreibweise/)).toBeVisible();
  },
};

export const NoResultEnglish: Story = {
  globals: { locale: 'en' },
  args: { query: 'xylophone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results for “xylophone”.')).toBeVisible();
  },
};
