import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { copyFor, type UiCopy } from './copy';
import {
  defaultLocale,
  resolveCopy,
  type CopyDictionaries,
  type Locale,
  type SiteCopy,
} from './dictionaries';

interface LocaleContextValue {
  locale: Locale;
  copy: SiteCopy | undefined;
  fallbackLocale: Locale;
}

const LocaleContext = createContext<LocaleContextValue>({
  locale: defaultLocale,
  copy: undefined,
  fallbackLocale: defaultLocale,
});

export interface LocaleProviderProps {
  /** A locale code of the site (`de-DE`, `en`, `fr`, …). */
  locale: Locale;
  /**
   * The site's copy: strings it adds (a locale the packages do not ship) or rewords, per namespace
   * and locale. Inherited from an outer provider when left out.
   */
  copy?: SiteCopy<object> | undefined;
  /**
   * The built-in locale whose copy is used where neither the site nor the packages have the
   * locale's language (default: the outer provider's, else `de-DE`).
   */
  fallbackLocale?: Locale | undefined;
  children?: ReactNode;
}

/**
 * Sets the locale, and the site's copy, for every component below it (a `locale` prop on a
 * component still wins).
 */
export function LocaleProvider({ locale, copy, fallbackLocale, children }: LocaleProviderProps) {
  const outer = useContext(LocaleContext);
  const resolvedCopy = (copy ?? outer.copy) as SiteCopy | undefined;
  const resolvedFallback = fallbackLocale ?? outer.fallbackLocale;
  const value = useMemo(
    () => ({ locale, copy: resolvedCopy, fallbackLocale: resolvedFallback }),
    [locale, resolvedCopy, resolvedFallback],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The locale from the nearest LocaleProvider (German when there is none), unless overridden. */
export function useLocale(override?: Locale): Locale {
  const fromContext = useContext(LocaleContext);
  return override ?? fromContext.locale;
}

/** A namespace's strings in the current locale (or `override`), with the site's copy merged in. */
export function useCopy<T extends object>(dictionaries: CopyDictionaries<T>, override?: Locale): T {
  const { locale, copy, fallbackLocale } = useContext(LocaleContext);
  return resolveCopy(dictionaries, override ?? locale, { copy, fallbackLocale });
}

/** The design system's own strings in the current locale. */
export function useUiCopy(override?: Locale): UiCopy {
  const { locale, copy, fallbackLocale } = useContext(LocaleContext);
  return copyFor(override ?? locale, { copy, fallbackLocale });
}
