// The pharmacy finder modal (apofinder) of @healthsite/finder/react, loaded only when a visitor
// first opens it (route.tsx imports this module lazily), so pages without it stay small.
import { useState } from 'react';
import '@healthsite/finder/styles.css';
import {
  FinderModal,
  createHttpLocalSearchService,
  finderStateFromSearchParams,
  finderStateToSearchParams,
  removeFinderSearchParams,
  type LocalSearchService,
} from '@healthsite/finder/react';

export interface ApofinderModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: 'de-DE' | 'en';
  brand: string;
  /** The finder service (FINDER_ENDPOINT); it answers cross-origin GETs. */
  endpoint: string;
  /** MAP_STYLE_URL: a third-party map style, shown after consent; else the offline map. */
  mapStyleUrl: string | undefined;
  theme: string | undefined;
  homeHref: string;
}

const services = new Map<string, LocalSearchService>();

function replaceSearch(params: URLSearchParams) {
  const query = params.size ? `?${params}` : '';
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
}: ApofinderModalProps) {
  let localSearch = services.get(endpoint);
  if (!localSearch) {
    localSearch = createHttpLocalSearchService(endpoint);
    services.set(endpoint, localSearch);
  }
  // A shared link (?apofinder=local&pzn=…&zip=…) opens the modal with that search already run.
  const [initialState] = useState(() => finderStateFromSearchParams(window.location.search));
  return (
    <FinderModal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) replaceSearch(removeFinderSearchParams(window.location.search));
      }}
      locale={locale}
      brand={brand}
      localSearch={localSearch}
      initialState={initialState}
      onStateChange={(state) => replaceSearch(finderStateToSearchParams(state, window.location.search))}
      mapStyle={mapStyleUrl ? { url: mapStyleUrl, requiresConsent: true } : undefined}
      theme={theme}
      homeHref={homeHref}
    />
  );
}
