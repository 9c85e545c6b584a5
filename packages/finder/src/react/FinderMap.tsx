import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { directionsUrl } from '../format';
import type { LocalPharmacy } from '../local-search';
import { useFinder } from './FinderProvider';
import type { FinderMapHandle, FinderMapMarker, FinderMapModule } from './map/types';
import type { MapStyleConfig } from './types';

/** The default loader: MapLibre in its own chunk, fetched only when a map is shown. */
export const loadMapLibreMap = (): Promise<FinderMapModule> => import('./map/maplibre');

/** What the list asks of the map. */
export interface FinderMapApi {
  /** A card was activated: show its result on the map (expanding its cluster) and highlight it. */
  reveal(id: string): void;
}

export interface FinderMapProps {
  pharmacies: readonly LocalPharmacy[];
  activeId: string | null;
  onMarkerActivate: (id: string) => void;
  /** A marker got the pointer or the focus (its result's id), or lost it (null). */
  onMarkerHighlight: (id: string | null) => void;
  /** The map cannot be shown (chunk, WebGL or style failed): the list stays. */
  onUnavailable: () => void;
  mapStyle: MapStyleConfig;
  /** The visitor agreed to the third-party map (only asked when `mapStyle.requiresConsent`). */
  consented: boolean;
  onConsent: () => void;
  loadMap: () => Promise<FinderMapModule>;
  ref?: Ref<FinderMapApi> | undefined;
}

/**
 * One result as a marker. Name, address and route are made when a marker or a popup shows:
 * hundreds of results, a few dozen markers, a handful of popups (and getters on a class, not on
 * an object literal per result, which would make three closures for each).
 */
class ResultMarker implements FinderMapMarker {
  // Declared only: plain assignments in the constructor, no field definitions before them.
  declare readonly id: string;
  declare readonly number: number;
  declare readonly lat: number;
  declare readonly lon: number;
  declare readonly name: string;
  declare private readonly pharmacy: LocalPharmacy;
  declare private readonly labelOf: (n: number, name: string) => string;
  constructor(pharmacy: LocalPharmacy, number: number, labelOf: (n: number, name: string) => string) {
    this.id = pharmacy.id;
    this.number = number;
    this.lat = pharmacy.lat;
    this.lon = pharmacy.lon;
    this.name = pharmacy.name;
    this.pharmacy = pharmacy;
    this.labelOf = labelOf;
  }
  get label(): string {
    return this.labelOf(this.number, this.name);
  }
  get address(): readonly string[] {
    return [this.pharmacy.street, `${this.pharmacy.zipcode} ${this.pharmacy.city}`];
  }
  get directionsUrl(): string {
    return directionsUrl(this.pharmacy);
  }
}

export function toMarkers(
  pharmacies: readonly LocalPharmacy[],
  label: (n: number, name: string) => string,
): FinderMapMarker[] {
  return pharmacies.map((p, i) => new ResultMarker(p, i + 1, label));
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

function LiveMap({
  pharmacies,
  activeId,
  onMarkerActivate,
  onMarkerHighlight,
  onUnavailable,
  mapStyle,
  loadMap,
  ref,
}: FinderMapProps) {
  const { copy, uiCopy } = useFinder();
  // By value, so a new but equal style object from the app does not rebuild the map.
  const { url: styleUrl, requiresConsent } = mapStyle;
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<FinderMapHandle | null>(null);
  // A card activated before the map chunk arrived: shown once the map exists.
  const pendingReveal = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);
  // Latest values for the map's callbacks and the first markers, without re-creating the map.
  // (`loadMap` too: an inline loader from the app must not rebuild the map on every render.)
  const latest = useRef({
    pharmacies,
    onMarkerActivate,
    onMarkerHighlight,
    onUnavailable,
    activeId,
    loadMap,
  });
  useEffect(() => {
    latest.current = { pharmacies, onMarkerActivate, onMarkerHighlight, onUnavailable, activeId, loadMap };
  });

  useImperativeHandle(
    ref,
    () => ({
      reveal(id) {
        const map = handle.current;
        if (!map) pendingReveal.current = id;
        else if (map.reveal) map.reveal(id);
        else map.setActive(id);
      },
    }),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      console.error('Pharmacy map could not be loaded:', error);
      if (cancelled) return;
      setFailed(true);
      latest.current.onUnavailable();
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
            clusterLabel: uiCopy.clusterLabel,
            uiStrings: uiCopy.maplibre,
            onMarkerActivate: (id) => latest.current.onMarkerActivate(id),
            onMarkerHighlight: (id) => latest.current.onMarkerHighlight(id),
            onError: fail,
          });
          handle.current.setActive(latest.current.activeId);
          const reveal = pendingReveal.current;
          pendingReveal.current = null;
          if (reveal !== null) {
            if (handle.current.reveal) handle.current.reveal(reveal);
            else handle.current.setActive(reveal);
          }
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

  // New results (the first ones went in with the map).
  const shownPharmacies = useRef(pharmacies);
  useEffect(() => {
    if (shownPharmacies.current === pharmacies) return;
    shownPharmacies.current = pharmacies;
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
  // MapLibre names its canvas (a region, `uiCopy.mapLabel`); markers and clusters are buttons.
  return <div ref={container} className="hs-finder__map" data-testid="finder-map" />;
}
