export { locales, defaultLocale, isLocale, uiCopy, copyFor, type Locale, type UiCopy } from './copy';
export { LocaleProvider, useLocale, useUiCopy, type LocaleProviderProps } from './LocaleProvider';
