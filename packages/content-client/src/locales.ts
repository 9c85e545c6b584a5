import type { LocaleConfig, Page } from './types';

/** The site's locales: German (default, no prefix) and English (prefix `/en`). */
export const defaultLocales: readonly LocaleConfig[] = Object.freeze([
  Object.freeze({ code: 'de-DE', iso: 'de', name: 'Deutsch', prefix: '', default: true }),
  Object.freeze({ code: 'en', iso: 'en', name: 'English', prefix: '/en' }),
]) as readonly LocaleConfig[];

/**
 * Normalises a URL or path to the clean form used for lookups: query and hash removed, an
 * absolute URL reduced to its path, repeated slashes collapsed, no trailing slash (except `/`),
 * percent-escapes decoded where valid.
 */
export function normalizePath(url: string): string {
  let path = String(url ?? '').trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  try {
    path = decodeURI(path);
  } catch {
    // keep the raw path when it holds a malformed escape
  }
  path = ('/' + path).replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** The default locale of a list: the one marked `default`, else the first. */
export function defaultLocaleOf(locales: readonly LocaleConfig[]): LocaleConfig | undefined {
  return locales.find((l) => l.default) ?? locales[0];
}

/**
 * The locale of a path, from its prefix only (longest matching prefix wins). A path with no known
 * prefix belongs to the locale with the empty prefix, else to the default locale.
 */
export function localeFromPath(
  path: string,
  locales: readonly LocaleConfig[] = defaultLocales,
): LocaleConfig {
  const clean = normalizePath(path);
  let best: LocaleConfig | undefined;
  for (const locale of locales) {
    const prefix = normalizePrefix(locale.prefix);
    if (!prefix) continue;
    if (
      (clean === prefix || clean.startsWith(prefix + '/')) &&
      (!best || prefix.length > best.prefix.length)
    ) {
      best = locale;
    }
  }
  const fallback = best ?? locales.find((l) => !normalizePrefix(l.prefix)) ?? defaultLocaleOf(locales);
  if (!fallback) throw new TypeError('No locales configured');
  return fallback;
}

/** Splits a path into its locale and the path inside the locale (`/en/products/care` → en, `/products/care`). */
export function splitLocalePath(
  path: string,
  locales: readonly LocaleConfig[] = defaultLocales,
): { locale: LocaleConfig; segment: string } {
  const clean = normalizePath(path);
  const locale = localeFromPath(clean, locales);
  const prefix = normalizePrefix(locale.prefix);
  const rest =
    prefix && (clean === prefix || clean.startsWith(prefix + '/')) ? clean.slice(prefix.length) : clean;
  return { locale, segment: rest || '/' };
}

/** Public path of a urlSegment in a locale: prefix + segment (`/en` + `/` → `/en`). */
export function joinLocalePath(locale: Pick<LocaleConfig, 'prefix'> | undefined, urlSegment: string): string {
  const prefix = normalizePrefix(locale?.prefix ?? '');
  const segment = normalizePath(urlSegment);
  if (segment === '/') return prefix || '/';
  return prefix + segment;
}

/** Public path of a page (`/produkte/care`, `/en/products/care`, `/`, `/en`). */
export function publicPath(
  page: Pick<Page, 'locale' | 'urlSegment'>,
  locales: readonly LocaleConfig[] = defaultLocales,
): string {
  return joinLocalePath(
    locales.find((l) => l.code === page.locale),
    page.urlSegment,
  );
}

function normalizePrefix(prefix: string): string {
  if (!prefix) return '';
  const p = normalizePath(prefix);
  return p === '/' ? '' : p;
}
