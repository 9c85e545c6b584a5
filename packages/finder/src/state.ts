import { findProduct, type FinderCatalogue, type Product, type Variant } from './catalogue';
import type { LocalPharmacy } from './local-search';
import type { OnlinePharmacyLink } from './online-pharmacies';
import { defaultDistance, type Distance, isDistance, isValidPostcode, postcodeLength } from './validation';

/**
 * The finder as a pure state machine (spec §4) over a site's catalogue. `finderReducer(catalogue)`
 * gives a reducer that fits `useReducer`; effects stay outside: when a search becomes due the
 * reducer puts a new `search` (with a new `id`) into the state, and the caller runs it and answers
 * with `localResults` / `onlineResults` carrying that id. `finderTransition` returns the same state
 * plus the search that became due, if any.
 */

export type Target = 'local' | 'online';

/** What the visitor searched for (spec §3 "Search query"). */
export interface SearchQuery {
  /** Product name, e.g. `LUMEDRA CARE`, or null (local search without product). */
  product: string | null;
  /** PZN of the chosen variant, or null. */
  variant: string | null;
  zip: string;
  distance: Distance;
}

/** A search that is due. `online`: the PZN to look up; `local`: the postcode query to send. */
export interface SearchRequest {
  id: number;
  target: Target;
  query: SearchQuery;
  online: string | null;
  local: { zip: string; distance: Distance } | null;
}

export interface ResultSlot<T> {
  /** `idle` before the first search of this kind, `loading` while one runs, `done` after. */
  status: 'idle' | 'loading' | 'done';
  results: readonly T[];
  /** The query the results answer (null until the first results arrive). */
  query: SearchQuery | null;
  /** Id of the newest search of this kind; only its answer is accepted. */
  requestId: number | null;
  /** Query of the newest search of this kind. */
  requestQuery: SearchQuery | null;
}

export interface FinderState {
  target: Target;
  formVisible: boolean;
  /** Chosen product name (a catalogue name) or null. */
  product: string | null;
  /** PZN of the chosen variant: always one of the chosen product's variants; null without product. */
  variant: string | null;
  /** Postcode as typed, at most five characters. */
  zip: string;
  distance: Distance;
  /** Set by a submit that failed validation: from then on the postcode error shows while invalid. */
  showValidation: boolean;
  /** The newest search that became due, or null before the first. */
  search: SearchRequest | null;
  local: ResultSlot<LocalPharmacy>;
  online: ResultSlot<OnlinePharmacyLink>;
}

export type FinderEvent =
  | { type: 'toggleTarget' }
  | { type: 'setTarget'; target: Target }
  | { type: 'selectProduct'; name: string | null }
  | { type: 'selectVariant'; pzn: string }
  | { type: 'setZip'; zip: string }
  | { type: 'setDistance'; distance: number }
  | { type: 'submit' }
  | { type: 'adjustSearch' }
  | { type: 'localResults'; id: number; results: readonly LocalPharmacy[] }
  | { type: 'onlineResults'; id: number; results: readonly OnlinePharmacyLink[] };

export interface FinderOptions {
  /** Preselects this product (matched upper-cased), with its first variant. Unknown names are ignored. */
  preselectProductName?: string | null | undefined;
  target?: Target | undefined;
}

const idleSlot = { status: 'idle', results: [], query: null, requestId: null, requestQuery: null } as const;

export function createFinderState(catalogue: FinderCatalogue, options: FinderOptions = {}): FinderState {
  const product = findProduct(catalogue, options.preselectProductName);
  return {
    target: options.target === 'online' ? 'online' : 'local',
    formVisible: true,
    product: product?.name ?? null,
    variant: product?.variants[0]?.pzn ?? null,
    zip: '',
    distance: defaultDistance,
    showValidation: false,
    search: null,
    local: idleSlot,
    online: idleSlot,
  };
}

function loading<T>(slot: ResultSlot<T>, search: SearchRequest): ResultSlot<T> {
  return { ...slot, status: 'loading', requestId: search.id, requestQuery: search.query };
}

/** Starts a search if one can run: online when a variant is set, local when a valid zip is set in local mode. */
function withSearch(state: FinderState): FinderState {
  const online = state.variant;
  const local =
    state.target === 'local' && isValidPostcode(state.zip)
      ? { zip: state.zip, distance: state.distance }
      : null;
  if (online === null && local === null) return state;
  const query: SearchQuery = {
    product: state.product,
    variant: state.variant,
    zip: state.zip,
    distance: state.distance,
  };
  const search: SearchRequest = {
    id: (state.search?.id ?? 0) + 1,
    target: state.target,
    query,
    online,
    local,
  };
  return {
    ...state,
    search,
    online: online === null ? state.online : loading(state.online, search),
    local: local === null ? state.local : loading(state.local, search),
  };
}

function setTarget(state: FinderState, target: Target): FinderState {
  if (state.target === target) return state;
  // The form differs per mode and the result sentence of the other mode would be stale.
  return { ...state, target, formVisible: true, showValidation: false };
}

/** Accepts the answer of the newest search of a kind; a stale or duplicate answer changes nothing. */
function answer<T>(slot: ResultSlot<T>, id: number, results: readonly T[]): ResultSlot<T> {
  if (slot.status !== 'loading' || slot.requestId !== id || !Array.isArray(results)) return slot;
  return { ...slot, status: 'done', results, query: slot.requestQuery };
}

/** The reducer of the finder over `catalogue` (for `useReducer`). */
export function finderReducer(
  catalogue: FinderCatalogue,
): (state: FinderState, event: FinderEvent) => FinderState {
  return (state, event) => reduce(catalogue, state, event);
}

function reduce(catalogue: FinderCatalogue, state: FinderState, event: FinderEvent): FinderState {
  switch (event.type) {
    case 'toggleTarget':
      return setTarget(state, state.target === 'local' ? 'online' : 'local');
    case 'setTarget':
      return event.target === 'local' || event.target === 'online' ? setTarget(state, event.target) : state;
    case 'selectProduct': {
      if (event.name === null || event.name === '') {
        return state.product === null ? state : { ...state, product: null, variant: null };
      }
      const product = findProduct(catalogue, event.name);
      if (!product || product.name === state.product) return state;
      // A new product resets the variant to its first one, and a changed variant searches at once.
      return withSearch({ ...state, product: product.name, variant: product.variants[0]!.pzn });
    }
    case 'selectVariant': {
      const product = findProduct(catalogue, state.product);
      if (!product || event.pzn === state.variant) return state;
      if (!product.variants.some((v) => v.pzn === event.pzn)) return state;
      return withSearch({ ...state, variant: event.pzn });
    }
    case 'setZip': {
      if (typeof event.zip !== 'string') return state;
      const zip = event.zip.slice(0, postcodeLength);
      return zip === state.zip ? state : { ...state, zip };
    }
    case 'setDistance':
      return isDistance(event.distance) && event.distance !== state.distance
        ? { ...state, distance: event.distance }
        : state;
    case 'submit': {
      if (!canSubmit(state)) return state;
      if (state.target === 'local' && !isValidPostcode(state.zip)) {
        return state.showValidation ? state : { ...state, showValidation: true };
      }
      const searched = withSearch(state);
      return { ...searched, formVisible: false, showValidation: false };
    }
    case 'adjustSearch':
      return state.formVisible ? state : { ...state, formVisible: true };
    case 'localResults': {
      const local = answer(state.local, event.id, event.results);
      return local === state.local ? state : { ...state, local };
    }
    case 'onlineResults': {
      const online = answer(state.online, event.id, event.results);
      return online === state.online ? state : { ...state, online };
    }
    default:
      return state;
  }
}

/** Like `finderReducer`, and also returns the search that became due with this event (else null). */
export function finderTransition(
  catalogue: FinderCatalogue,
  state: FinderState,
  event: FinderEvent,
): { state: FinderState; effect: SearchRequest | null } {
  const next = reduce(catalogue, state, event);
  const effect = next.search !== null && next.search !== state.search ? next.search : null;
  return { state: next, effect };
}

// Selectors

/** Submit: always enabled in local mode (the postcode requirement guards it); online only with a product. */
export function canSubmit(state: FinderState): boolean {
  return state.target === 'local' || state.product !== null;
}

export function isVariantDisabled(state: FinderState): boolean {
  return state.product === null;
}

/** Distance and postcode fields show in local mode only. */
export function showsLocalFields(state: FinderState): boolean {
  return state.target === 'local';
}

export function isPostcodeRequired(state: FinderState): boolean {
  return state.target === 'local';
}

/** The postcode error shows after a failed submit, in local mode, while the postcode is invalid. */
export function hasPostcodeError(state: FinderState): boolean {
  return state.showValidation && state.target === 'local' && !isValidPostcode(state.zip);
}

export function selectedProduct(catalogue: FinderCatalogue, state: FinderState): Product | undefined {
  return findProduct(catalogue, state.product);
}

export function selectedVariant(catalogue: FinderCatalogue, state: FinderState): Variant | undefined {
  return selectedProduct(catalogue, state)?.variants.find((v) => v.pzn === state.variant);
}

/** Variants to offer in the variant dropdown (empty until a product is chosen). */
export function variantOptions(catalogue: FinderCatalogue, state: FinderState): readonly Variant[] {
  return selectedProduct(catalogue, state)?.variants ?? [];
}

/** The products to offer, sorted by name. */
export function productOptions(catalogue: FinderCatalogue): readonly Product[] {
  return catalogue.products;
}

/** Before any online search every online pharmacy shows dimmed. */
export function isOnlineDimmed(state: FinderState): boolean {
  return state.online.status === 'idle';
}

/** The result (or no-result) sentence is due: the form is collapsed after a submit. */
export function showsResultSentence(state: FinderState): boolean {
  return !state.formVisible;
}

/** Results of the current mode. */
export function currentResults(
  state: FinderState,
): ResultSlot<LocalPharmacy> | ResultSlot<OnlinePharmacyLink> {
  return state.target === 'local' ? state.local : state.online;
}

/** True when the state satisfies every invariant of the machine (used by the property tests). */
export function isConsistentFinderState(catalogue: FinderCatalogue, state: FinderState): boolean {
  if (state.target !== 'local' && state.target !== 'online') return false;
  if (!isDistance(state.distance)) return false;
  if (typeof state.zip !== 'string' || state.zip.length > postcodeLength) return false;
  const product = findProduct(catalogue, state.product);
  if (state.product === null) {
    if (state.variant !== null) return false;
  } else if (
    !product ||
    product.name !== state.product ||
    !product.variants.some((v) => v.pzn === state.variant)
  ) {
    return false;
  }
  if (!state.formVisible && state.search === null) return false;
  if (state.search) {
    if (state.search.local && !isValidPostcode(state.search.local.zip)) return false;
    if (state.search.online !== null && state.search.online !== state.search.query.variant) return false;
  }
  for (const slot of [state.local, state.online] as ResultSlot<unknown>[]) {
    if (slot.status === 'loading' && (slot.requestId === null || slot.requestQuery === null)) return false;
    if (slot.status === 'done' && slot.query === null) return false;
    if (slot.status === 'idle' && slot.results.length > 0) return false;
    if (slot.requestId !== null && (state.search === null || slot.requestId > state.search.id)) return false;
  }
  return true;
}
