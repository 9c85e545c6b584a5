// Exported by the main entry only, never by `./chrome`: it needs content-client's code (its path
// rules), which a page's first load must not carry. Call it where the content arrives (a loader).
import { joinLocalePath, type LocaleConfig } from '@healthsite/content-client';
import type { SelectableLocale } from './languageTargets';

/** The locales of a site's configuration (content-client's `LocaleConfig`), for the selector. */
export function selectableLocales(locales: readonly LocaleConfig[]): SelectableLocale[] {
  return locales.map((locale) => ({
    code: locale.code,
    name: locale.name,
    home: joinLocalePath(locale, '/'),
    hreflang: locale.iso,
  }));
}
