/** The two locales of the site. German (de-DE) is the default. */
export const locales = ['de-DE', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de-DE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Every string the design system renders itself. German is the specification's wording. */
export interface UiCopy {
  /** Appended (visually hidden) to links that open in a new tab. */
  opensInNewTab: string;
  /** Announced while a button is busy. */
  loading: string;
  close: string;
  previous: string;
  next: string;
  /** Label of the dot for item n of total. */
  goToItem: (n: number, total: number) => string;
  ratingRequired: string;
  /** Accessible name of a star rating value. */
  starRating: (value: number, max: number) => string;
  starLabel: (n: number) => string;
  selectPlaceholder: string;
  pageLoading: string;
  /** Announced when a slow navigation has finished. */
  pageLoaded: string;
  /** Announced (and shown) when a navigation failed. */
  pageLoadFailed: string;
  /** The connection status: offline, and back online. */
  offline: string;
  backOnline: string;
  /** A page that could not load because the browser is offline. */
  offlineTitle: string;
  offlineText: string;
  retry: string;
}

export const uiCopy: Record<Locale, UiCopy> = {
  'de-DE': {
    opensInNewTab: 'öffnet in neuem Tab',
    loading: 'Wird geladen …',
    close: 'Schließen',
    previous: 'Zurück',
    next: 'Weiter',
    goToItem: (n, total) => `Element ${n} von ${total} anzeigen`,
    ratingRequired: 'Bitte geben Sie eine Sterne-Bewertung ab',
    starRating: (value, max) => `${value.toLocaleString('de-DE')} von ${max} Sternen`,
    starLabel: (n) => (n === 1 ? '1 Stern' : `${n} Sterne`),
    selectPlaceholder: 'Bitte auswählen',
    pageLoading: 'Seite wird geladen',
    pageLoaded: 'Seite geladen',
    pageLoadFailed: 'Die Seite konnte nicht geladen werden.',
    offline: 'Keine Internetverbindung. Bereits geladene Inhalte bleiben verfügbar.',
    backOnline: 'Sie sind wieder online.',
    offlineTitle: 'Sie sind offline',
    offlineText:
      'Diese Seite kann ohne Internetverbindung nicht geladen werden. Sobald Sie wieder online sind, versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  en: {
    opensInNewTab: 'opens in a new tab',
    loading: 'Loading …',
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
    goToItem: (n, total) => `Show item ${n} of ${total}`,
    ratingRequired: 'Please give a star rating',
    starRating: (value, max) => `${value.toLocaleString('en')} out of ${max} stars`,
    starLabel: (n) => (n === 1 ? '1 star' : `${n} stars`),
    selectPlaceholder: 'Please choose',
    pageLoading: 'Page is loading',
    pageLoaded: 'Page loaded',
    pageLoadFailed: 'The page could not be loaded.',
    offline: 'No internet connection. What has already loaded stays available.',
    backOnline: 'You are back online.',
    offlineTitle: 'You are offline',
    offlineText: 'This page cannot load without an internet connection. Try again once you are back online.',
    retry: 'Try again',
  },
};

export function copyFor(locale: Locale | undefined): UiCopy {
  return uiCopy[locale ?? defaultLocale] ?? uiCopy[defaultLocale];
}
