// Strings of the search page (`@healthsite/blocks/search-page`), one dictionary per locale: the
// copy namespace `blocks.searchPage`, which a site rewords or extends with a locale of its own.
import { defineCopy, resolveCopy, type Locale } from '@healthsite/ui';

export interface SearchPageCopy {
  title: string;
  /** The field's label. */
  label: string;
  placeholder: string;
  submit: string;
  /** Before a search: what to do. */
  empty: string;
  /** Heading above the results: "3 Ergebnisse für „trockene augen“". */
  resultsFor: (count: number, query: string) => string;
  noResult: (query: string) => string;
  noResultHint: string;
  /** Accessible name of the results list. */
  resultsLabel: string;
}

const plural = (locale: Locale) => new Intl.PluralRules(locale);

/**
 * A count as Intl.NumberFormat('de-DE') writes it ("1.234"), without making one: Chromium's first
 * costs 20–110 ms (see shared/intl.ts, not imported here to keep this chunk's dependencies few).
 */
const germanCount = (count: number) =>
  Number.isSafeInteger(count) && count >= 0
    ? String(count).replace(/\B(?=(\d{3})+$)/g, '.')
    : count.toLocaleString('de-DE');

export const searchPageCopy = defineCopy<SearchPageCopy>('blocks.searchPage', {
  'de-DE': {
    title: 'Suche',
    label: 'Suchbegriff',
    placeholder: 'z.B. trockene Augen',
    submit: 'Suchen',
    empty:
      'Wonach suchen Sie? Geben Sie einen Begriff ein, zum Beispiel „trockene Augen“ oder einen Produktnamen.',
    resultsFor: (count, query) =>
      `${plural('de-DE').select(count) === 'one' ? '1 Ergebnis' : `${germanCount(count)} Ergebnisse`} für „${query}“`,
    noResult: (query) => `Keine Ergebnisse für „${query}“.`,
    noResultHint: 'Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.',
    resultsLabel: 'Suchergebnisse',
  },
  en: {
    title: 'Search',
    label: 'Search term',
    placeholder: 'e.g. dry eyes',
    submit: 'Search',
    empty: 'What are you looking for? Enter a term, for example “dry eyes” or a product name.',
    resultsFor: (count, query) =>
      `${plural('en').select(count) === 'one' ? '1 result' : `${count} results`} for “${query}”`,
    noResult: (query) => `No results for “${query}”.`,
    noResultHint: 'Check the spelling or try a more general term.',
    resultsLabel: 'Search results',
  },
});

/** The built-in wording for a locale (German for one the package does not have). */
export function searchPageCopyFor(locale: Locale | undefined): SearchPageCopy {
  return resolveCopy(searchPageCopy, locale);
}
