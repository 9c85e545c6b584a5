import type { MapStyleConfig } from '../types';

/** One numbered marker; `label` is its accessible name and matches card `number`. */
export interface FinderMapMarker {
  id: string;
  number: number;
  label: string;
  lat: number;
  lon: number;
  name: string;
  /** Street, then postcode and city. */
  address: readonly string[];
  directionsUrl: string;
}

export interface FinderMapOptions {
  style: MapStyleConfig;
  markers: readonly FinderMapMarker[];
  /** Link text in the popup ('Route planen'). */
  directionsLabel: string;
  /** Hidden text after external links ('öffnet in neuem Tab'). */
  opensInNewTab: string;
  /** MapLibre UI strings in the visitor's language. */
  uiStrings: Record<string, string>;
  /** A marker was activated (click, Enter or Space). */
  onMarkerActivate: (id: string) => void;
  /** The style or the map failed before it could show. */
  onError: (error: unknown) => void;
}

export interface FinderMapHandle {
  setMarkers(markers: readonly FinderMapMarker[]): void;
  /** Highlights a marker (a card has focus or hover); null clears. */
  setActive(id: string | null): void;
  destroy(): void;
}

/** What the lazy map chunk exports; injectable (`loadMap`) so stories can use a static map. */
export interface FinderMapModule {
  createFinderMap(container: HTMLElement, options: FinderMapOptions): FinderMapHandle;
}

/** Spec §9: the map's default view. */
export const defaultMapCenter = { lat: 52.520008, lon: 13.404954 } as const;
export const defaultMapZoom = 12;
