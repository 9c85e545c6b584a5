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
  /** Search flyout. */
  searchOpen: string;
  searchClose: string;
  /** The link to the search page that stands in for the flyout without JavaScript. */
  searchPage: string;
  /** Language selector. */
  languageHeadline: string;
  /** Store drawer. */
  storeOpen: string;
  /** The pages marked similar to this one. */
  relatedPages: string;
  /** Announced with the preview banner; its link ends the preview. */
  previewLabel: string;
  previewText: string;
  previewEnd: string;
}

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
    searchOpen: 'Suche öffnen',
    searchClose: 'Suche schließen',
    searchPage: 'Suche',
    languageHeadline: 'Sprachauswahl',
    storeOpen: 'Erhältlich bei',
    relatedPages: 'Das könnte Sie auch interessieren',
    previewLabel: 'Vorschau',
    previewText: 'Sie sehen unveröffentlichte Inhalte. Diese Ansicht ist nur für Sie sichtbar.',
    previewEnd: 'Vorschau beenden',
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
    searchOpen: 'Open search',
    searchClose: 'Close search',
    searchPage: 'Search',
    languageHeadline: 'Language',
    storeOpen: 'Available at',
    relatedPages: 'You may also be interested in',
    previewLabel: 'Preview',
    previewText: 'You are looking at unpublished content. Only you can see this view.',
    previewEnd: 'End preview',
  },
};

export function chromeCopyFor(locale: Locale | undefined): ChromeCopy {
  return chromeCopy[locale ?? 'de-DE'] ?? chromeCopy['de-DE'];
}

/** The chrome's strings in the LocaleProvider's locale (a `locale` argument wins). */
export function useChromeCopy(override?: Locale): ChromeCopy {
  return chromeCopyFor(useLocale(override));
}
