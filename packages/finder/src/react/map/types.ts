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
  /** Accessible name of a cluster of `count` results, e.g. '12 Apotheken – vergrößern'. */
  clusterLabel: (count: number) => string;
  /** MapLibre UI strings in the visitor's language. */
  uiStrings: Record<string, string>;
  /** A result's marker was activated (click, Enter or Space). */
  onMarkerActivate: (id: string) => void;
  /** A result's marker got the pointer or the focus (its id), or lost it (null). */
  onMarkerHighlight?: ((id: string | null) => void) | undefined;
  /** The style or the map failed before it could show. */
  onError: (error: unknown) => void;
}

export interface FinderMapHandle {
  setMarkers(markers: readonly FinderMapMarker[]): void;
  /** Highlights a result's marker, or the cluster it is in (a card has focus or hover); null clears. */
  setActive(id: string | null): void;
  /**
   * A card was activated: brings its result into view with a marker of its own (zooming into its
   * cluster when needed), highlights it and opens its popup. Optional for other map modules
   * (`setActive` is used without it).
   */
  reveal?(id: string): void;
  destroy(): void;
}

/** What the lazy map chunk exports; injectable (`loadMap`) so stories can use a static map. */
export interface FinderMapModule {
  createFinderMap(container: HTMLElement, options: FinderMapOptions): FinderMapHandle;
}

/** Spec §9: the map's default view. */
export const defaultMapCenter = { lat: 52.520008, lon: 13.404954 } as const;
export const defaultMapZoom = 12;
