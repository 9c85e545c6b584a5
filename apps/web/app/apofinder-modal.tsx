// The pharmacy finder modal (apofinder) of @healthsite/finder/react, loaded only when a visitor
// first opens it (finder/Apofinder.tsx imports this module lazily), so pages without it stay small.
//
// URL reflection: while the modal is open the address carries the search
// (`?apofinder=local&pzn=…&zip=…&distance=…` or `?apofinder=online&pzn=…`, history.replaceState,
// other parameters kept), so a result can be shared and reloaded; closing removes those parameters.
import { useEffect, useRef, useState, type RefObject } from 'react';
import '@healthsite/finder/styles.css';
import { createFinderState, findProductByLine, type FinderState } from '@healthsite/finder';
import {
  FinderModal,
  createHttpLocalSearchService,
  finderStateFromSearchParams,
  finderStateToSearchParams,
  removeFinderSearchParams,
  type LocalSearchService,
} from '@healthsite/finder/react';
import { lumedraCatalogue } from './finder/catalogue';

export interface ApofinderModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: string;
  brand: string;
  /** Where the finder searches: this site's /api/finder, which asks the finder service. */
  endpoint: string;
  /** MAP_STYLE_URL: a third-party map style, shown after consent; else the offline map. */
  mapStyleUrl: string | undefined;
  theme: string | undefined;
  homeHref: string;
  /**
   * The product a block's finder link asks for (`data-preselect-product`), e.g. `NIGHT` or
   * `LUMEDRA NIGHT`. Read on mount; with it the finder parameters in the URL are ignored.
   */
  preselectProductName?: string | null | undefined;
  /** The link that opened the finder: focus goes back there on closing. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

const services = new Map<string, LocalSearchService>();

function localSearchFor(endpoint: string): LocalSearchService {
  let service = services.get(endpoint);
  if (!service) {
    service = createHttpLocalSearchService(endpoint);
    services.set(endpoint, service);
  }
  return service;
}

/**
 * The catalogue name for a block's product: content names the line (`NIGHT`, `DUAL INTENSE`) or
 * the full name (`LUMEDRA NIGHT`). Products the finder does not carry (e.g. EVOTEARS) give null.
 */
export function catalogueProductName(name: string | null | undefined): string | null {
  return findProductByLine(lumedraCatalogue, name)?.name ?? null;
}

function replaceSearch(params: URLSearchParams) {
  const query = params.size ? `?${params}` : '';
  // Every state change of the finder lands here (results too): the same address is not replaced.
  if (query === window.location.search) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query}${window.location.hash}`,
  );
}

export default function ApofinderModal({
  open,
  onOpenChange,
  locale,
  brand,
  endpoint,
  mapStyleUrl,
  theme,
  homeHref,
  preselectProductName,
  returnFocusTo,
}: ApofinderModalProps) {
  const localSearch = localSearchFor(endpoint);
  const [preselect] = useState(() => catalogueProductName(preselectProductName));
  // A shared link (?apofinder=local&pzn=…&zip=…) opens the modal with that search already run;
  // a block's product link starts a new search for that product instead.
  const [initialState] = useState(() =>
    preselectProductName ? null : finderStateFromSearchParams(lumedraCatalogue, window.location.search),
  );
  // The newest state, so that (re)opening writes it into the URL before the visitor changes anything.
  const [firstState] = useState<FinderState>(
    () => initialState ?? createFinderState(lumedraCatalogue, { preselectProductName: preselect }),
  );
  const latest = useRef(firstState);

  useEffect(() => {
    if (open) replaceSearch(finderStateToSearchParams(latest.current, window.location.search));
  }, [open]);

  return (
    <FinderModal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) replaceSearch(removeFinderSearchParams(window.location.search));
      }}
      locale={locale}
      brand={brand}
      catalogue={lumedraCatalogue}
      localSearch={localSearch}
      preselectProductName={preselect}
      initialState={initialState}
      onStateChange={(state) => {
        latest.current = state;
        // A search answered after closing must not bring the parameters back.
        if (open) replaceSearch(finderStateToSearchParams(state, window.location.search));
      }}
      mapStyle={mapStyleUrl ? { url: mapStyleUrl, requiresConsent: true } : undefined}
      theme={theme}
      homeHref={homeHref}
      returnFocusTo={returnFocusTo}
    />
  );
}
