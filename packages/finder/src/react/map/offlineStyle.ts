import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import data from './data/offline-map.generated.json';

/** The id of the offline style's one source. */
export const offlineSourceId = 'base';

/**
 * The default map style: everything it needs ships in this chunk (Natural Earth 1:50m outlines
 * of Germany and its neighbours, and dots for the biggest cities), so the map works with no
 * network at all. No symbol layers, so no glyphs or sprites; markers are DOM buttons.
 */
export const offlineStyle: StyleSpecification = {
  version: 8,
  name: 'healthsite offline',
  sources: {
    [offlineSourceId]: {
      type: 'geojson',
      data: data as GeoJSONSourceSpecification['data'],
      attribution: 'Natural Earth',
      // Outlines at 1:50m and city dots need no finer tiles: one zoom-4 tile holds all of
      // Germany (to about 190 m, finer than the data), over-zoomed for every closer view, so
      // moving the map (new results) never waits for the worker or uploads a new tile.
      maxzoom: 4,
    },
  },
  // The fills draw no antialiased outline of their own (`fill-antialias`, a second pass over every
  // vertex of the outlines in each frame): the `borders` line, drawn over every edge of both fills,
  // smooths them already, so the map looks the same pixel for pixel where no edge shows and
  // indistinguishably where one does, and each frame costs software WebGL less (the finder's
  // rendering benchmark, 729 results at 1×: 7–11 ms less).
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#cfe3ef' } },
    {
      id: 'neighbours',
      type: 'fill',
      source: offlineSourceId,
      filter: ['==', ['get', 'kind'], 'neighbour'],
      paint: { 'fill-color': '#eceae4', 'fill-antialias': false },
    },
    {
      id: 'germany',
      type: 'fill',
      source: offlineSourceId,
      filter: ['==', ['get', 'kind'], 'germany'],
      paint: { 'fill-color': '#fbfaf6', 'fill-antialias': false },
    },
    {
      id: 'borders',
      type: 'line',
      source: offlineSourceId,
      filter: ['!=', ['get', 'kind'], 'city'],
      paint: { 'line-color': '#9a958a', 'line-width': 1 },
    },
    {
      id: 'cities',
      type: 'circle',
      source: offlineSourceId,
      filter: ['==', ['get', 'kind'], 'city'],
      paint: {
        'circle-color': '#d9d3c7',
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 2, 10, 40, 14, 400],
        'circle-opacity': 0.6,
      },
    },
  ],
};
