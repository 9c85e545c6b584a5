// Strings the site chrome renders itself, one dictionary per locale. The German wording is the
// product specification's, word for word, where the specification gives one.
import { useLocale, type Locale } from '@healthsite/ui';

export interface ChromeCopy {
  skipLink: string;
  /** Accessible name of the main navigation. */
  mainNav: string;
  /** Accessible name of the sub-brand (skjur) navigation. */
  subBrandNav: string;
  /** The menu button on small screens. */
  menu: string;
  closeMenu: string;
  /** Accessible name of a submenu toggle: "Untermenü Produkte". */
  submenu: (parent: string) => string;
  /** Accessible name of the home link around the brand wordmark. */
  home: (brand: string) => string;
  footerNav: string;
  legalNav: string;
  /** The floating button and the legal-texts modal. */
  legalButton: string;
  legalTitle: string;
  legalClose: string;
  legalIntro: string;
  legalAll: string;
  legalChipsLabel: string;
  legalEmpty: string;
  /** Search flyout. */
  searchOpen: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchClose: string;
  quicklinks: string;
  searchLoading: string;
  searchError: string;
  searchResults: (count: number) => string;
  searchNoResult: (query: string) => string;
  searchNoResultHint: string;
  /** Language selector. */
  languageHeadline: string;
  languageNames: Record<Locale, string>;
  /** Store drawer. */
  storeOpen: string;
  storeTitle: string;
  storeIntro: string;
  storePharmacies: string;
  storeOnline: string;
  storeFinder: string;
}

const plural = (locale: Locale) => new Intl.PluralRules(locale);

export const chromeCopy: Record<Locale, ChromeCopy> = {
  'de-DE': {
    skipLink: 'Zum Inhalt springen',
    mainNav: 'Hauptnavigation',
    subBrandNav: 'Navigation',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    submenu: (parent) => `Untermenü ${parent}`,
    home: (brand) => `${brand} – zur Startseite`,
    footerNav: 'Fußzeile',
    legalNav: 'Rechtliches',
    legalButton: 'Pflichttexte',
    legalTitle: 'Pflichttexte',
    legalClose: 'Schließen',
    legalIntro: 'Bitte wählen Sie die gewünschten Produkte aus:',
    legalAll: 'Alle',
    legalChipsLabel: 'Produkte',
    legalEmpty: 'Für die gewählten Produkte liegen keine Pflichttexte vor.',
    searchOpen: 'Suche öffnen',
    searchLabel: 'Suche',
    searchPlaceholder: 'z.B. trockene Augen',
    searchClose: 'Suche schließen',
    quicklinks: 'Häufig gesucht',
    searchLoading: 'Suche wird vorbereitet …',
    searchError: 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    searchResults: (count) =>
      plural('de-DE').select(count) === 'one' ? '1 Ergebnis' : `${count.toLocaleString('de-DE')} Ergebnisse`,
    searchNoResult: (query) => `Keine Ergebnisse für „${query}“.`,
    searchNoResultHint: 'Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.',
    languageHeadline: 'Sprachauswahl',
    languageNames: { 'de-DE': 'Deutsch', en: 'English' },
    storeOpen: 'Erhältlich bei',
    storeTitle: 'Erhältlich in Apotheken und Online-Shops',
    storeIntro: 'Unsere Produkte erhalten Sie in Ihrer Apotheke vor Ort und bei diesen Online-Apotheken.',
    storePharmacies: 'Apotheken',
    storeOnline: 'Online-Shops',
    storeFinder: 'Apotheke finden',
  },
  en: {
    skipLink: 'Skip to content',
    mainNav: 'Main navigation',
    subBrandNav: 'Navigation',
    menu: 'Menu',
    closeMenu: 'Close menu',
    submenu: (parent) => `${parent} submenu`,
    home: (brand) => `${brand} – home page`,
    footerNav: 'Footer',
    legalNav: 'Legal',
    legalButton: 'Mandatory information',
    legalTitle: 'Mandatory information',
    legalClose: 'Close',
    legalIntro: 'Please choose the products you want:',
    legalAll: 'All',
    legalChipsLabel: 'Products',
    legalEmpty: 'There is no mandatory information for the chosen products.',
    searchOpen: 'Open search',
    searchLabel: 'Search',
    searchPlaceholder: 'e.g. dry eyes',
    searchClose: 'Close search',
    quicklinks: 'Popular searches',
    searchLoading: 'Preparing search …',
    searchError: 'Search is not available right now. Please try again later.',
    searchResults: (count) => (plural('en').select(count) === 'one' ? '1 result' : `${count} results`),
    searchNoResult: (query) => `No results for “${query}”.`,
    searchNoResultHint: 'Check the spelling or try a more general term.',
    languageHeadline: 'Language',
    languageNames: { 'de-DE': 'Deutsch', en: 'English' },
    storeOpen: 'Available at',
    storeTitle: 'Available in pharmacies and online shops',
    storeIntro: 'You can buy our products at your local pharmacy and from these online pharmacies.',
    storePharmacies: 'Pharmacies',
    storeOnline: 'Online shops',
    storeFinder: 'Find a pharmacy',
  },
};

export function chromeCopyFor(locale: Locale | undefined): ChromeCopy {
  return chromeCopy[locale ?? 'de-DE'] ?? chromeCopy['de-DE'];
}

/** The chrome's strings in the LocaleProvider's locale (a `locale` argument wins). */
export function useChromeCopy(override?: Locale): ChromeCopy {
  return chromeCopyFor(useLocale(override));
}
