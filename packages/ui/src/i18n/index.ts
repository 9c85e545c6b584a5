export {
  builtInLocales,
  defaultLocale,
  isLocale,
  languageOf,
  defineCopy,
  copyNamespace,
  resolveCopy,
  localeCopy,
  mergeSiteCopy,
  type Locale,
  type BuiltInLocale,
  type CopyDictionaries,
  type SiteCopy,
  type LocaleCopy,
  type ResolveCopyOptions,
} from './dictionaries';
export { uiCopy, copyFor, type UiCopy, type UiCopyNamespaces } from './copy';
export { LocaleProvider, useLocale, useCopy, useUiCopy, type LocaleProviderProps } from './LocaleProvider';
