export { isValidPzn, pznCheckDigit, assertPzn } from './pzn';
export type { FinderImage } from './images';
export { svgDataUri, wordmarkSvg, packshotSvg } from './images';
export {
  defineFinderCatalogue,
  FinderCatalogueError,
  findProduct,
  findProductByLine,
  findVariant,
  type FinderCatalogue,
  type FinderCatalogueInput,
  type Product,
  type Variant,
  type LinkedProduct,
} from './catalogue';
export {
  onlinePharmaciesFor,
  listedOnlinePharmacies,
  isHttpUrl,
  shuffle,
  type OnlinePharmacy,
  type OnlinePharmacyProduct,
  type OnlinePharmacyLink,
  type RandomSource,
} from './online-pharmacies';
export {
  distanceOptions,
  defaultDistance,
  postcodeLength,
  isValidPostcode,
  isDistance,
  type Distance,
} from './validation';
export {
  searchLocalPharmacies,
  createLocalSearch,
  localSearchUrl,
  parseLocalPharmacy,
  isAbortError,
  type LocalPharmacy,
  type LocalSearch,
  type LocalSearchOptions,
  type FetchLike,
} from './local-search';
export {
  createFinderState,
  finderReducer,
  finderTransition,
  canSubmit,
  isVariantDisabled,
  showsLocalFields,
  isPostcodeRequired,
  hasPostcodeError,
  selectedProduct,
  selectedVariant,
  variantOptions,
  productOptions,
  isOnlineDimmed,
  showsResultSentence,
  currentResults,
  isConsistentFinderState,
  type Target,
  type SearchQuery,
  type SearchRequest,
  type ResultSlot,
  type FinderState,
  type FinderEvent,
  type FinderOptions,
} from './state';
export { formatDistanceKm, directionsUrl, phoneHref, mapsSearchBase } from './format';
export {
  finderCopy,
  builtInLocales,
  fillPlaceholders,
  resultSentence,
  resultSentenceFor,
  type FinderCopy,
  type Locale,
  type ResultSentenceInput,
} from './copy';
