import { useEffect, useRef, useState } from 'react';
import { directionsUrl } from '../format';
import type { LocalPharmacy } from '../local-search';
import { useFinder } from './FinderProvider';
import type { FinderMapHandle, FinderMapMarker, FinderMapModule } from './map/types';
import type { MapStyleConfig } from './types';

/** The default loader: MapLibre in its own chunk, fetched only when a map is shown. */
export const loadMapLibreMap = (): Promise<FinderMapModule> => import('./map/maplibre');

export interface FinderMapProps {
  pharmacies: readonly LocalPharmacy[];
  activeId: string | null;
  onMarkerActivate: (id: string) => void;
  mapStyle: MapStyleConfig;
  /** The visitor agreed to the third-party map (only asked when `mapStyle.requiresConsent`). */
  consented: boolean;
  onConsent: () => void;
  loadMap: () => Promise<FinderMapModule>;
}

export function toMarkers(
  pharmacies: readonly LocalPharmacy[],
  label: (n: number, name: string) => string,
): FinderMapMarker[] {
  return pharmacies.map((p, i) => ({
    id: p.id,
    number: i + 1,
    label: label(i + 1, p.name),
    lat: p.lat,
    lon: p.lon,
    name: p.name,
    address: [p.street, `${p.zipcode} ${p.city}`],
    directionsUrl: directionsUrl(p),
  }));
}

/**
 * The map beside the result cards. A third-party style waits for consent; a map that cannot load
 * (import or style error) is logged and replaced by a short note, and the list keeps working.
 */
export function FinderMap(props: FinderMapProps) {
  const { mapStyle, consented, onConsent } = props;
  const { copy, uiCopy } = useFinder();
  if (mapStyle.requiresConsent && !consented) {
    return (
      <section className="hs-finder__map hs-finder__consent" aria-label={uiCopy.mapLabel}>
        <p>{copy.mapConsentText}</p>
        <button type="button" className="hs-finder__consent-button" onClick={onConsent}>
          {copy.mapConsentButton}
        </button>
      </section>
    );
  }
  return <LiveMap {...props} />;
}

function LiveMap({ pharmacies, activeId, onMarkerActivate, mapStyle, loadMap }: FinderMapProps) {
  const { copy, uiCopy } = useFinder();
  // By value, so a new but equal style object from the app does not rebuild the map.
  const { url: styleUrl, requiresConsent } = mapStyle;
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<FinderMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  // Latest values for the map's callbacks and the first markers, without re-creating the map.
  // (`loadMap` too: an inline loader from the app must not rebuild the map on every render.)
  const latest = useRef({ pharmacies, onMarkerActivate, activeId, loadMap });
  useEffect(() => {
    latest.current = { pharmacies, onMarkerActivate, activeId, loadMap };
  });

  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      console.error('Pharmacy map could not be loaded:', error);
      if (!cancelled) setFailed(true);
    };
    latest.current.loadMap().then(
      (module) => {
        if (cancelled || !container.current) return;
        try {
          handle.current = module.createFinderMap(container.current, {
            style: { url: styleUrl, requiresConsent },
            markers: toMarkers(latest.current.pharmacies, uiCopy.markerLabel),
            directionsLabel: copy.directions,
            opensInNewTab: uiCopy.opensInNewTab,
            uiStrings: uiCopy.maplibre,
            onMarkerActivate: (id) => latest.current.onMarkerActivate(id),
            onError: fail,
          });
          handle.current.setActive(latest.current.activeId);
        } catch (error) {
          fail(error);
        }
      },
      (error: unknown) => fail(error),
    );
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [styleUrl, requiresConsent, copy, uiCopy]);

  useEffect(() => {
    handle.current?.setMarkers(toMarkers(pharmacies, uiCopy.markerLabel));
    handle.current?.setActive(latest.current.activeId);
  }, [pharmacies, uiCopy]);

  useEffect(() => {
    handle.current?.setActive(activeId);
  }, [activeId]);

  if (failed) {
    return (
      <div className="hs-finder__map hs-finder__map--failed">
        <p>{uiCopy.mapUnavailable}</p>
      </div>
    );
  }
  return <div ref={container} className="hs-finder__map" data-testid="finder-map" />;
}
