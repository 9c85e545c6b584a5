// The two locales of the site (CONTENT-CONTRACT §1). The locale comes from the URL prefix only:
// no cookie, no Accept-Language.
export interface AppLocale {
  code: 'de-DE' | 'en';
  iso: 'de' | 'en';
  /** URL prefix without trailing slash; '' for the default locale. */
  prefix: '' | '/en';
}

export const GERMAN: AppLocale = { code: 'de-DE', iso: 'de', prefix: '' };
export const ENGLISH: AppLocale = { code: 'en', iso: 'en', prefix: '/en' };

/** `/en` and `/en/...` are English (case-sensitive, as the routes are); every other path is German. */
export function localeOfPath(pathname: string): AppLocale {
  return pathname === '/en' || pathname.startsWith('/en/') ? ENGLISH : GERMAN;
}

/** Public path of the locale's not-found content page: `/404` or `/en/404`. */
export function notFoundPathOf(locale: AppLocale): string {
  return `${locale.prefix}/404`;
}

/** Skip-link label per locale. */
export const skipLinkText: Record<AppLocale['code'], string> = {
  'de-DE': 'Zum Inhalt springen',
  en: 'Skip to content',
};

/** The search page of each locale (routes.ts; the flyout's form and "show all results" go there). */
export const SEARCH_PATHS: Record<AppLocale['code'], string> = { 'de-DE': '/suche', en: '/en/search' };
