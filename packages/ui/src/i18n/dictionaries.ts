// Copy dictionaries: every string a package renders itself lives in one dictionary per locale,
// registered under a namespace. The packages ship German (`de-DE`, the specification's wording)
// and English (`en`); a site adds locales and rewords strings with its own copy (`SiteCopy`),
// handed to `LocaleProvider`. Nothing here knows which locales a site has.

/** A locale code, a BCP 47 language tag: `de-DE`, `en`, `fr`, `de-AT`. */
export type Locale = string;

/** The locales whose copy ships with the packages. */
export const builtInLocales = ['de-DE', 'en'] as const;
export type BuiltInLocale = (typeof builtInLocales)[number];

/** The locale used when neither the site nor the packages have copy for the locale asked for. */
export const defaultLocale: BuiltInLocale = 'de-DE';

const LOCALE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** True for a well-formed locale code (`de-DE`, `en`, `fr`, `de-AT`, `sr-Latn-RS`). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && value.length <= 35 && LOCALE_TAG.test(value);
}

/** The language of a locale code: `de-AT` → `de`. */
export function languageOf(locale: Locale): string {
  return locale.split('-')[0]!.toLowerCase();
}

/** The built-in dictionaries of one namespace, one per built-in locale. */
export type CopyDictionaries<T extends object> = Readonly<Record<BuiltInLocale, T>>;

/**
 * A site's copy: per namespace, per locale, the strings it adds or rewords. Partial entries are
 * merged over the built-in dictionary of the same language (else of the fallback locale), so
 * `{ ui: { 'de-CH': { close: 'Schliessen' } } }` rewords one string and `{ ui: { fr: {…} } }`
 * adds French. `N` maps namespaces to their dictionary types (`UiCopyNamespaces & …`).
 */
export type SiteCopy<N extends object = Record<string, object>> = {
  readonly [K in keyof N]?: { readonly [locale: string]: Partial<N[K]> };
};

/** Every string of every namespace in `N` for one locale: what a new locale must provide. */
export type LocaleCopy<N extends object> = { readonly [K in keyof N]: N[K] };

const namespaces = new WeakMap<object, string>();

/**
 * Registers a namespace's built-in dictionaries and returns them (frozen), indexable by the
 * built-in locales as before: `uiCopy['de-DE'].close`. Resolve them for any locale with
 * `resolveCopy` (or `useCopy` in a component).
 */
export function defineCopy<T extends object>(
  namespace: string,
  dictionaries: Record<BuiltInLocale, T>,
): CopyDictionaries<T> {
  const frozen = Object.freeze({ ...dictionaries });
  namespaces.set(frozen, namespace);
  return frozen;
}

/** The namespace a dictionary set was registered under by `defineCopy`. */
export function copyNamespace(dictionaries: CopyDictionaries<object>): string {
  const namespace = namespaces.get(dictionaries);
  if (!namespace) throw new TypeError('These dictionaries were not registered with defineCopy.');
  return namespace;
}

/** The key of `table` for `locale`: itself, else a key of the same language. */
function matching(table: object, locale: Locale): string | undefined {
  if (Object.hasOwn(table, locale)) return locale;
  const language = languageOf(locale);
  return Object.keys(table).find((key) => languageOf(key) === language);
}

export interface ResolveCopyOptions {
  /** The site's copy (from `LocaleProvider`). */
  copy?: SiteCopy | undefined;
  /** Built-in locale used when no dictionary matches the locale's language (default `de-DE`). */
  fallbackLocale?: Locale | undefined;
}

const merged = new WeakMap<object, WeakMap<object, object>>();

/**
 * The strings of one namespace in `locale`: the built-in dictionary of that locale (else of its
 * language, else of the fallback locale), with the site's copy for that locale (or its language)
 * merged over it. The same inputs give the same object.
 */
export function resolveCopy<T extends object>(
  dictionaries: CopyDictionaries<T>,
  locale: Locale | undefined,
  options: ResolveCopyOptions = {},
): T {
  const wanted = locale ?? defaultLocale;
  const builtInKey =
    matching(dictionaries, wanted) ??
    matching(dictionaries, options.fallbackLocale ?? defaultLocale) ??
    defaultLocale;
  const base = dictionaries[builtInKey as BuiltInLocale];
  const siteEntries = options.copy?.[copyNamespace(dictionaries)];
  const siteKey = siteEntries ? matching(siteEntries, wanted) : undefined;
  const override = siteKey ? (siteEntries?.[siteKey] as Partial<T> | undefined) : undefined;
  if (!override) return base;
  let byOverride = merged.get(base);
  if (!byOverride) merged.set(base, (byOverride = new WeakMap()));
  let result = byOverride.get(override) as T | undefined;
  if (!result) byOverride.set(override, (result = Object.freeze({ ...base, ...override })));
  return result;
}

/**
 * One locale's copy, written as one object per namespace, turned into `SiteCopy`:
 * `localeCopy('fr', frenchCopy)` where `frenchCopy` satisfies `LocaleCopy<Namespaces>` (complete)
 * or is partial (rewording a few strings).
 */
export function localeCopy<N extends object>(
  locale: Locale,
  copy: { readonly [K in keyof N]?: Partial<N[K]> },
): SiteCopy<N> {
  return Object.fromEntries(
    Object.entries(copy).map(([namespace, strings]) => [namespace, { [locale]: strings }]),
  ) as SiteCopy<N>;
}

/** Several `SiteCopy` objects as one (later ones win per namespace and locale). */
export function mergeSiteCopy<N extends object>(...copies: readonly SiteCopy<N>[]): SiteCopy<N> {
  const out: Record<string, Record<string, object>> = {};
  for (const copy of copies)
    for (const [namespace, byLocale] of Object.entries(copy ?? {}))
      out[namespace] = { ...out[namespace], ...(byLocale as Record<string, object>) };
  return out as SiteCopy<N>;
}
