// The lazy map chunk: the only module that imports MapLibre GL (≈ 294 KB gzip + its worker), so it
// is loaded with a dynamic import() once local results are shown, never in a page's first load.
import { LngLatBounds, Map as MapLibreMap, Marker, Popup, setWorkerUrl } from 'maplibre-gl';
// After bundling, MapLibre's own worker URL (from import.meta.url) does not exist: point it at
// the worker file the bundler emits (TOOLCHAIN-NOTES).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
// MapLibre's stylesheet travels with this chunk (injected once) instead of the first-load CSS.
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import { offlineStyle } from './offlineStyle';
import {
  defaultMapCenter,
  defaultMapZoom,
  type FinderMapHandle,
  type FinderMapMarker,
  type FinderMapOptions,
} from './types';

setWorkerUrl(workerUrl);

function injectCss() {
  if (document.querySelector('style[data-finder-maplibre]')) return;
  const style = document.createElement('style');
  style.dataset.finderMaplibre = '';
  style.textContent = maplibreCss;
  document.head.prepend(style);
}

function popupContent(marker: FinderMapMarker, options: FinderMapOptions): HTMLElement {
  const root = document.createElement('div');
  root.className = 'hs-finder-popup';
  const name = document.createElement('p');
  name.className = 'hs-finder-popup__name';
  name.textContent = marker.name;
  const address = document.createElement('p');
  for (const [i, line] of marker.address.entries()) {
    if (i > 0) address.append(document.createElement('br'));
    address.append(line);
  }
  const link = document.createElement('a');
  link.href = marker.directionsUrl;
  link.target = '_blank';
  link.rel = 'noopener noreferrer nofollow';
  link.className = 'hs-finder-popup__link';
  link.textContent = options.directionsLabel;
  const hidden = document.createElement('span');
  hidden.className = 'hs-visually-hidden';
  hidden.textContent = ` (${options.opensInNewTab})`;
  link.append(hidden);
  root.append(name, address, link);
  return root;
}

export function createFinderMap(container: HTMLElement, options: FinderMapOptions): FinderMapHandle {
  injectCss();
  let loaded = false;
  const map = new MapLibreMap({
    container,
    style: options.style.url === 'offline' ? offlineStyle : options.style.url,
    center: [defaultMapCenter.lon, defaultMapCenter.lat],
    zoom: defaultMapZoom,
    cooperativeGestures: true,
    locale: options.uiStrings,
    attributionControl: { compact: true },
  });
  map.on('load', () => {
    loaded = true;
  });
  map.on('error', (event: { error?: unknown }) => {
    // Before the first load (style or its sources missing) the map is of no use; later errors
    // (a tile) only get logged.
    if (!loaded) options.onError(event.error ?? event);
    else console.error('Pharmacy map:', event.error ?? event);
  });

  const popup = new Popup({ offset: 18, maxWidth: '16rem', focusAfterOpen: false });
  let markers: { id: string; marker: Marker; element: HTMLButtonElement }[] = [];

  function setMarkers(list: readonly FinderMapMarker[]) {
    popup.remove();
    for (const m of markers) m.marker.remove();
    markers = list.map((data) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'hs-finder-marker';
      element.textContent = String(data.number);
      element.setAttribute('aria-label', data.label);
      element.dataset.markerId = data.id;
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        popup.setLngLat([data.lon, data.lat]).setDOMContent(popupContent(data, options)).addTo(map);
        options.onMarkerActivate(data.id);
      });
      const marker = new Marker({ element, anchor: 'bottom' }).setLngLat([data.lon, data.lat]).addTo(map);
      return { id: data.id, marker, element };
    });
    if (list.length > 0) {
      const bounds = new LngLatBounds();
      for (const m of list) bounds.extend([m.lon, m.lat]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
    }
  }

  setMarkers(options.markers);
  return {
    setMarkers,
    setActive(id) {
      for (const m of markers) {
        m.element.dataset.active = String(m.id === id);
        // The highlighted marker on top of its neighbours.
        m.element.style.zIndex = m.id === id ? '1' : '';
      }
    },
    destroy() {
      popup.remove();
      map.remove();
    },
  };
}
