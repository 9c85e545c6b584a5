import { createContext, useContext, type ReactNode } from 'react';
import { copyFor, defaultLocale, type Locale, type UiCopy } from './copy';

const LocaleContext = createContext<Locale>(defaultLocale);

export interface LocaleProviderProps {
  locale: Locale;
  children?: ReactNode;
}

/** Sets the locale for every design-system component below it (a `locale` prop still wins). */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The locale from the nearest LocaleProvider (German when there is none), unless overridden. */
export function useLocale(override?: Locale): Locale {
  const fromContext = useContext(LocaleContext);
  return override ?? fromContext;
}

/** The design system's own strings in the current locale. */
export function useUiCopy(override?: Locale): UiCopy {
  return copyFor(useLocale(override));
}
