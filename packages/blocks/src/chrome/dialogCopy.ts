// Strings of what the chrome loads on first use (the legal-texts modal, the search panel, the store
// drawer): they load with those parts, not with every page. Wording as in copy.ts.
import { defineCopy, resolveCopy, useCopy, type Locale } from '@healthsite/ui';

export interface ChromeDialogCopy {
  /** The legal-texts modal. */
  legalTitle: string;
  legalIntro: string;
  legalAll: string;
  legalChipsLabel: string;
  legalEmpty: string;
  /** The search panel. */
  searchLabel: string;
  searchPlaceholder: string;
  quicklinks: string;
  searchLoading: string;
  searchError: string;
  searchResults: (count: number) => string;
  searchNoResult: (query: string) => string;
  searchNoResultHint: string;
  /** The link from the flyout's results to the search page. */
  searchShowAll: string;
  /** The store drawer. */
  storeTitle: string;
  storeIntro: string;
  storePharmacies: string;
  storeOnline: string;
  storeFinder: string;
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

export const chromeDialogCopy = defineCopy<ChromeDialogCopy>('blocks.chromeDialogs', {
  'de-DE': {
    legalTitle: 'Pflichttexte',
    legalIntro: 'Bitte wählen Sie die gewünschten Produkte aus:',
    legalAll: 'Alle',
    legalChipsLabel: 'Produkte',
    legalEmpty: 'Für die gewählten Produkte liegen keine Pflichttexte vor.',
    searchLabel: 'Suche',
    searchPlaceholder: 'z.B. trockene Augen',
    quicklinks: 'Häufig gesucht',
    searchLoading: 'Suche wird vorbereitet …',
    searchError: 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    searchResults: (count) =>
      plural('de-DE').select(count) === 'one' ? '1 Ergebnis' : `${germanCount(count)} Ergebnisse`,
    searchNoResult: (query) => `Keine Ergebnisse für „${query}“.`,
    searchNoResultHint: 'Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.',
    searchShowAll: 'Alle Ergebnisse anzeigen',
    storeTitle: 'Erhältlich in Apotheken und Online-Shops',
    storeIntro: 'Unsere Produkte erhalten Sie in Ihrer Apotheke vor Ort und bei diesen Online-Apotheken.',
    storePharmacies: 'Apotheken',
    storeOnline: 'Online-Shops',
    storeFinder: 'Apotheke finden',
  },
  en: {
    legalTitle: 'Mandatory information',
    legalIntro: 'Please choose the products you want:',
    legalAll: 'All',
    legalChipsLabel: 'Products',
    legalEmpty: 'There is no mandatory information for the chosen products.',
    searchLabel: 'Search',
    searchPlaceholder: 'e.g. dry eyes',
    quicklinks: 'Popular searches',
    searchLoading: 'Preparing search …',
    searchError: 'Search is not available right now. Please try again later.',
    searchResults: (count) => (plural('en').select(count) === 'one' ? '1 result' : `${count} results`),
    searchNoResult: (query) => `No results for “${query}”.`,
    searchNoResultHint: 'Check the spelling or try a more general term.',
    searchShowAll: 'Show all results',
    storeTitle: 'Available in pharmacies and online shops',
    storeIntro: 'You can buy our products at your local pharmacy and from these online pharmacies.',
    storePharmacies: 'Pharmacies',
    storeOnline: 'Online shops',
    storeFinder: 'Find a pharmacy',
  },
});

export function chromeDialogCopyFor(locale: Locale | undefined): ChromeDialogCopy {
  return resolveCopy(chromeDialogCopy, locale);
}

/** The dialogs' strings in the LocaleProvider's locale (a `locale` argument wins). */
export function useChromeDialogCopy(override?: Locale): ChromeDialogCopy {
  return useCopy(chromeDialogCopy, override);
}
