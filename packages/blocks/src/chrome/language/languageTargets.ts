import type { HreflangLink } from '@healthsite/content-client';

/** A locale the selector offers: its code, its own name and its home page. */
export interface SelectableLocale {
  code: string;
  /** The language's name in that language: "Deutsch", "English", "Français". */
  name: string;
  /** Public path of the locale's home page: "/", "/en". */
  home: string;
  /** The language tag of its links (`hreflang`, `lang`): "de", "en"; default: `code`. */
  hreflang?: string | undefined;
}

/** The demo site's locales (German without prefix, English under /en): the default. */
export const siteLocales: readonly SelectableLocale[] = [
  { code: 'de-DE', name: 'Deutsch', home: '/', hreflang: 'de' },
  { code: 'en', name: 'English', home: '/en', hreflang: 'en' },
];

export interface LanguageTarget extends SelectableLocale {
  href: string;
  current: boolean;
  /** The link leads to this page's translation (not only to the locale's home page). */
  translated: boolean;
}

/**
 * Where each language link leads: the current page's alternate in that locale (from content-client
 * `alternatesOf(page)`), or that locale's home page when the page has none.
 */
export function languageTargets(
  currentLocale: string,
  currentPath: string,
  alternates: readonly HreflangLink[],
  locales: readonly SelectableLocale[] = siteLocales,
): LanguageTarget[] {
  return locales.map((locale) => {
    if (locale.code === currentLocale)
      return { ...locale, href: currentPath, current: true, translated: true };
    const alternate = alternates.find((a) => a.hreflang !== 'x-default' && a.locale === locale.code);
    return {
      ...locale,
      href: alternate?.path ?? locale.home,
      current: false,
      translated: Boolean(alternate),
    };
  });
}
