// `@healthsite/blocks/chrome`: the site chrome, for every page's first load. What only some
// visitors open loads on first use and has entries of its own: the legal-texts modal and the store
// drawer (`@healthsite/blocks/chrome-dialogs`), the search engine (`@healthsite/blocks/search`). The
// newsletter's link pages (confirm, unsubscribe) are routes of their own:
// `@healthsite/blocks/newsletter-token`.
export {
  SiteLayout,
  FINDER_HASH,
  type SiteLayoutProps,
  type FinderSlotProps,
  type FinderLaunch,
} from './layout/SiteLayout';
export { useOpenedOnce } from './lazy/lazyComponent';
export { SiteHeader, type SiteHeaderProps } from './header/SiteHeader';
export { SiteFooter, type SiteFooterProps } from './header/SiteFooter';
export { chromeVariantOf, isCurrentPath } from './header/navigation';
export type { LegalTextsModalProps } from './legal/LegalTextsModal';
export { FloatingLegalButton, type FloatingLegalButtonProps } from './legal/FloatingLegalButton';
export {
  useLegalTextsUrlState,
  type LegalTextsUrlState,
  type LegalTextsUrlStateOptions,
} from './legal/useLegalTextsUrlState';
export {
  legalProducts,
  visibleLegalItems,
  parseLegalUrl,
  followLegalUrl,
  toggleLegalSelection,
  cleanLegalHref,
  legalModalHeight,
  initialLegalState,
  LEGAL_HASH,
  LEGAL_PARAM,
  type LegalTextItem,
  type LegalProduct,
  type LegalTexts,
  type LegalTextsSource,
  type LegalUrl,
  type LegalState,
} from './legal/legalTexts';
export { SearchFlyout, type SearchFlyoutProps, type SearchIndexService } from './search/SearchFlyout';
export type { SiteSearch, SiteSearchIndex, SiteSearchResult } from './search/searchIndex';
export { LanguageSelector, type LanguageSelectorProps } from './language/LanguageSelector';
export {
  languageTargets,
  siteLocales,
  type LanguageTarget,
  type SelectableLocale,
} from './language/languageTargets';
export { StoreDrawer, type StoreDrawerProps } from './store/StoreDrawer';
export type { StoreDrawerDialogProps } from './store/StoreDrawerDialog';
export { RetailerLogo, retailers, type Retailer, type RetailerKind } from './store/retailers';
export { chromeCopy, chromeCopyFor, useChromeCopy, type ChromeCopy } from './copy';
export { RelatedPages, type RelatedPagesProps, type RelatedPage } from './related/RelatedPages';
export { PreviewBanner, type PreviewBannerProps } from './preview/PreviewBanner';
// The blocks' copy namespaces, for a site's own copy (types only).
export type { BlocksCopyNamespaces } from '../i18n/namespaces';
