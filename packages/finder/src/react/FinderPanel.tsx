import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@healthsite/ui';
import { resultSentenceFor } from '../copy';
import type { LocalPharmacy } from '../local-search';
import { listedOnlinePharmacies, type OnlinePharmacyLink } from '../online-pharmacies';
import { currentResults, isOnlineDimmed, showsResultSentence } from '../state';
import { loadMapLibreMap } from './FinderMap';
import { useFinder } from './FinderProvider';
import { LocalResults } from './LocalResults';
import { OnlineResults } from './OnlineResults';
import { SearchForm } from './SearchForm';
import { TargetToggle } from './TargetToggle';
import type { FinderMapModule } from './map/types';
import { offlineMapStyle, type MapStyleConfig } from './types';

export interface FinderPanelProps {
  mapStyle?: MapStyleConfig | undefined;
  /**
   * Loads the map module; default: MapLibre GL as a lazy chunk. `null` shows no map (the list
   * takes the full width). Stories inject a static map so screenshots stay deterministic.
   */
  loadMap?: (() => Promise<FinderMapModule>) | null | undefined;
  /** Consent to a third-party map style already given (e.g. remembered by the app). */
  mapConsent?: boolean | undefined;
  onMapConsent?: (() => void) | undefined;
}

/** The finder's body: toggle, form (or the result sentence), results. Needs a FinderProvider. */
export function FinderPanel({
  mapStyle = offlineMapStyle,
  loadMap = loadMapLibreMap,
  mapConsent,
  onMapConsent,
}: FinderPanelProps) {
  const { state, dispatch, copy, uiCopy, locale, brand, catalogue } = useFinder();
  const listedShops = useMemo(() => listedOnlinePharmacies(catalogue), [catalogue]);
  const [consentGiven, setConsentGiven] = useState(mapConsent ?? false);
  const root = useRef<HTMLDivElement>(null);
  // Where focus goes after the form collapses or reopens (the focused control disappears).
  const pendingFocus = useRef<'adjust' | 'form' | null>(null);

  const slot = currentResults(state);
  const collapsed = showsResultSentence(state);
  const sentence = slot.status === 'done' ? resultSentenceFor(state, copy, brand) : '';
  const dimmed = state.target === 'online' && isOnlineDimmed(state);

  // While a local search runs, the map's code starts loading (MapLibre is large): by the time
  // the answer arrives it is often there. Nothing is asked of a third-party map service here.
  const mapWanted =
    state.target === 'local' &&
    state.local.status === 'loading' &&
    loadMap !== null &&
    (!mapStyle.requiresConsent || (mapConsent ?? consentGiven));
  const mapPreloaded = useRef(false);
  useEffect(() => {
    if (!mapWanted || mapPreloaded.current || !loadMap) return;
    mapPreloaded.current = true;
    // A failure shows (and is logged) when the map itself loads.
    loadMap().catch(() => undefined);
  }, [mapWanted, loadMap]);

  // Runs after the render that swapped form and summary, so the target exists.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const selector = pendingFocus.current === 'adjust' ? '[data-finder-adjust]' : '.hs-finder__form select';
    pendingFocus.current = null;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  let results = null;
  if (state.target === 'local' && state.local.results.length > 0) {
    results = (
      <LocalResults
        pharmacies={state.local.results as readonly LocalPharmacy[]}
        mapStyle={mapStyle}
        loadMap={loadMap}
        mapConsent={mapConsent ?? consentGiven}
        onMapConsent={() => {
          setConsentGiven(true);
          onMapConsent?.();
        }}
      />
    );
  } else if (state.target === 'online' && (dimmed || state.online.results.length > 0)) {
    results = (
      <OnlineResults
        pharmacies={dimmed ? listedShops : (state.online.results as readonly OnlinePharmacyLink[])}
        dimmed={dimmed}
      />
    );
  }

  return (
    <div ref={root} className="hs-finder" data-target={state.target}>
      <TargetToggle />
      {collapsed ? (
        <div className="hs-finder__summary">
          <p className="hs-finder__sentence" aria-hidden={slot.status === 'done' ? undefined : true}>
            {slot.status === 'done' ? sentence : uiCopy.searching}
          </p>
          <Button
            variant="link"
            data-finder-adjust=""
            locale={locale}
            onClick={() => {
              pendingFocus.current = 'form';
              dispatch({ type: 'adjustSearch' });
            }}
          >
            {copy.adjustSearch}
          </Button>
        </div>
      ) : (
        <SearchForm onSubmitted={() => (pendingFocus.current = 'adjust')} />
      )}
      {/* Announces the searching state and then the result sentence to screen readers. */}
      <p className="hs-visually-hidden" role="status">
        {slot.status === 'loading' ? uiCopy.searching : slot.status === 'done' && collapsed ? sentence : ''}
      </p>
      <div className="hs-finder__results" aria-busy={slot.status === 'loading' || undefined}>
        {results}
      </div>
    </div>
  );
}
