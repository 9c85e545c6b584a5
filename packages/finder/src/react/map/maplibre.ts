// The lazy map chunk: the only module that imports MapLibre GL (≈ 294 KB gzip + its worker) and the
// clustering, so it is loaded with a dynamic import() once local results are shown, never in a
// page's first load.
import { GeoJSONSource, Map as MapLibreMap, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
// After bundling, MapLibre's own worker URL (from import.meta.url) does not exist: point it at
// the worker file the bundler emits (TOOLCHAIN-NOTES).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
// MapLibre's stylesheet travels with this chunk (injected once) instead of the first-load CSS.
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import {
  createResultClusters,
  levelOf,
  type Bounds,
  type ClusterItem,
  type MapItem,
  type ResultClusters,
} from './clusters';
import { boundsOfView, fitCamera, type ViewSize } from './mercator';
import { offlineSourceId, offlineStyle } from './offlineStyle';
import {
  defaultMapCenter,
  defaultMapZoom,
  type FinderMapHandle,
  type FinderMapMarker,
  type FinderMapOptions,
} from './types';

setWorkerUrl(workerUrl);

/** Markers this far (CSS px) outside the view are kept, so none pops in at the edge. */
const EDGE_PX = 48;
/** The view fits the results with this margin; a single result is not shown closer than this zoom. */
const FIT_PADDING = 48;
const FIT_MAX_ZOOM = 15;
const minMapZoom = 4;
/** Zooming into a cluster or to a result: short, and none at all with reduced motion. */
const EASE_MS = 450;

/**
 * MapLibre draws its sky first in every frame: a pass over every pixel of the canvas (a fragment
 * shader with the globe's atmosphere maths), which a style without a sky gets too, transparent.
 * Seen from straight above (this map's pitch is fixed at 0) a Mercator map's horizon lies far above
 * the view, so the pass colours no pixel, and the map's layers are drawn over it anyway. It is
 * skipped then (still drawn for a globe or a pitched view, should a style or a later version have
 * them). Maps look the same pixel for pixel. Without a GPU (software WebGL, where the main thread
 * waits for each frame in its commit) the pass alone took 15–22 ms of a 700×600 canvas, a frame of
 * this style 23–39 ms with it and 12–18 ms without.
 */
function skipHiddenSky(map: MapLibreMap) {
  const { painter } = map;
  const drawSky = painter.drawFunctions.sky;
  painter.drawFunctions = {
    ...painter.drawFunctions,
    sky: (mesh, frame) => {
      if (frame.data.isRenderingGlobe || frame.transform.pitch > 0) drawSky(mesh, frame);
    },
  };
}

/** Camera moves animate unless the visitor asked for reduced motion (then they jump). */
function easing(): { duration: number; animate: boolean } {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return { duration: reduced ? 0 : EASE_MS, animate: !reduced };
}

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

/** A marker on the map: a result's numbered button or a cluster's count. */
interface Shown {
  item: MapItem;
  element: HTMLButtonElement;
  /** Its last `transform` (set only when it changes). */
  transform?: string;
}

const preventDefault = (event: Event) => event.preventDefault();

/**
 * Makes a button a marker as MapLibre's Marker does (its classes, so its stylesheet places it; no
 * focus on a mouse press; not dragged as an image). Placed by `placeMarker`. MapLibre's Marker
 * would add five listeners on the map per marker (and take them off one by one), for what one
 * listener of the whole layer does here.
 */
function asMarker(element: HTMLButtonElement) {
  element.classList.add('maplibregl-marker', 'maplibregl-marker-anchor-center');
  element.addEventListener('dragstart', preventDefault);
  element.addEventListener('mousedown', preventDefault);
}

/** Positions a marker's button over its place, as MapLibre's Marker (centred; whole pixels once the map rests). */
function placeMarker(map: MapLibreMap, shown: Shown, moving: boolean) {
  let at = map.project([shown.item.lon, shown.item.lat]);
  if (!moving) at = at.round();
  const transform = `translate(-50%,-50%) translate(${at.x}px, ${at.y}px) rotateX(0deg) rotateZ(0deg)`;
  if (transform === shown.transform) return;
  shown.transform = transform;
  shown.element.style.transform = transform;
}

const orderOf = (item: MapItem) => (item.kind === 'result' ? item.number : item.first);

/**
 * The map: MapLibre GL with the offline style (or a consented third-party one) and the results as
 * DOM buttons, clustered where they overlap. Only the markers in view exist (a few dozen, whatever
 * the number of results); they are recomputed as the map moves. Markers are in the DOM in list
 * order, so Tab walks them like the list.
 */
export function createFinderMap(container: HTMLElement, options: FinderMapOptions): FinderMapHandle {
  injectCss();
  let loaded = false;
  container.dataset.mapState = 'loading';
  const offline = options.style.url === 'offline';
  const map = new MapLibreMap({
    container,
    style: offline ? offlineStyle : options.style.url,
    // The offline style is flat shapes without text: drawn at one canvas pixel per CSS pixel, a
    // phone's map costs a third to a ninth of the pixels (markers are crisp DOM either way).
    ...(offline ? { pixelRatio: 1 } : {}),
    center: [defaultMapCenter.lon, defaultMapCenter.lat],
    zoom: defaultMapZoom,
    // Germany and its neighbours: nothing further out to show (nor to cluster).
    minZoom: minMapZoom,
    cooperativeGestures: true,
    locale: options.uiStrings,
    attributionControl: { compact: true },
    // No symbol layers to fade in: a frame less after each move.
    fadeDuration: 0,
    // A flat map that stays north-up: markers and clusters are read like a list.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
  });
  skipHiddenSky(map);
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  // Zoom buttons (no compass, no pan controls: §9), e.g. to zoom out again after a cluster.
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('load', () => {
    loaded = true;
  });
  // The offline style has no symbols: its one tile need not be laid out again for every zoom
  // level (MapLibre's default for GeoJSON), so zooming or fitting new results draws one frame
  // without a round trip to the worker.
  map.on('styledata', () => {
    const base = map.getSource(offlineSourceId);
    if (base instanceof GeoJSONSource) base.reparseOverscaled = false;
  });
  map.on('error', (event: { error?: unknown }) => {
    // Before the first load (style or its sources missing) the map is of no use; later errors
    // (a tile) only get logged.
    if (!loaded) options.onError(event.error ?? event);
    else console.error('Pharmacy map:', event.error ?? event);
  });
  // `data-map-state`: `idle` once the map has drawn everything for its view (tests and the
  // benchmark wait for it instead of for time).
  map.on('movestart', () => (container.dataset.mapState = 'moving'));
  map.on('idle', () => (container.dataset.mapState = 'idle'));

  const popup = new Popup({ offset: 20, maxWidth: '16rem', focusAfterOpen: false });
  let markersById = new Map<string, FinderMapMarker>();
  let clusters: ResultClusters | null = null;
  const shown = new Map<string, Shown>();
  let activeId: string | null = null;
  // Which result has a list number: made when first asked (a focused marker merged or split).
  let idByNumber: Map<number, string> | null = null;

  function openPopup(data: FinderMapMarker) {
    popup.setLngLat([data.lon, data.lat]).setDOMContent(popupContent(data, options)).addTo(map);
  }

  function resultElement(data: FinderMapMarker): HTMLButtonElement {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = 'hs-finder-marker';
    element.textContent = String(data.number);
    element.setAttribute('aria-label', data.label);
    element.dataset.markerId = data.id;
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      openPopup(data);
      options.onMarkerActivate(data.id);
    });
    const highlight = (id: string | null) => () => options.onMarkerHighlight?.(id);
    element.addEventListener('mouseenter', highlight(data.id));
    element.addEventListener('focus', highlight(data.id));
    element.addEventListener('mouseleave', highlight(null));
    element.addEventListener('blur', highlight(null));
    return element;
  }

  function clusterElement(item: ClusterItem): HTMLButtonElement {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = 'hs-finder-cluster';
    element.textContent = String(item.count);
    element.setAttribute('aria-label', options.clusterLabel(item.count));
    element.dataset.count = String(item.count);
    element.dataset.size = item.count < 10 ? 's' : item.count < 100 ? 'm' : 'l';
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      zoomInto(item);
    });
    return element;
  }

  function zoomInto(item: ClusterItem) {
    if (!clusters) return;
    const zoom = Math.min(clusters.expansionZoom(item), map.getMaxZoom());
    container.dataset.mapState = 'moving';
    map.easeTo({ center: [...item.center], zoom, ...easing() });
  }

  /** The view's corners in pixels, from the camera (reading the canvas's size would force a layout). */
  function viewPixels() {
    const b = map.getBounds();
    return { nw: map.project(b.getNorthWest()), se: map.project(b.getSouthEast()) };
  }

  /** The canvas's size in CSS pixels, from its attributes (its box would force a layout). */
  function viewSize(): ViewSize {
    const canvas = map.getCanvas();
    const ratio = map.getPixelRatio();
    return { width: canvas.width / ratio, height: canvas.height / ratio };
  }

  /** The view's bounds with a margin (Web Mercator: the map is flat, north-up, unpitched). */
  function viewBounds(): Bounds {
    const { lng, lat } = map.getCenter();
    return boundsOfView([lng, lat], map.getZoom(), viewSize(), EDGE_PX);
  }

  /** Which shown marker holds result `id`: its own, or the cluster it is in. */
  function shownKeyOf(id: string): string | undefined {
    const key = clusters?.keyOf(id, map.getZoom());
    return key !== undefined && shown.has(key) ? key : undefined;
  }

  function applyActive() {
    const activeKey = activeId === null ? undefined : shownKeyOf(activeId);
    for (const [key, s] of shown) {
      const active = key === activeKey;
      if ((s.element.dataset.active === 'true') === active) continue;
      s.element.dataset.active = String(active);
    }
  }

  // What the markers were last computed for: a moveend right after the last move changes nothing.
  let shownFor = '';

  /** Recomputes the markers for the current view: adds what came into it, removes what left it. */
  function update() {
    if (!clusters) return;
    const bounds = viewBounds();
    const zoom = map.getZoom();
    const key = `${levelOf(zoom)} ${bounds.join(' ')}`;
    if (key === shownFor) return;
    shownFor = key;
    const items = clusters.itemsIn(bounds, zoom);
    const keys = new Set(items.map((i) => i.key));
    const focused = [...shown.values()].find((s) => s.element === document.activeElement);
    for (const [key, s] of shown) {
      if (keys.has(key)) continue;
      s.element.remove();
      shown.delete(key);
    }
    // New markers go between their neighbours in list order (existing ones never move, so the
    // focused one keeps its focus).
    let next: Shown | undefined;
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i]!;
      const existing = shown.get(item.key);
      if (existing) {
        next = existing;
        continue;
      }
      const data = item.kind === 'result' ? markersById.get(item.id) : undefined;
      const element = item.kind === 'cluster' ? clusterElement(item) : resultElement(data!);
      asMarker(element);
      const added: Shown = { item, element };
      placeMarker(map, added, false);
      if (next) next.element.before(element);
      else map.getCanvasContainer().append(element);
      shown.set(item.key, added);
      next = added;
    }
    // A focused marker that merged into a cluster or split up: focus goes to the marker that now
    // holds its first result, so the keyboard stays where it was on the map.
    if (focused && !shown.has(focused.item.key)) {
      idByNumber ??= new Map([...markersById.values()].map((m) => [m.number, m.id]));
      const firstId = idByNumber.get(orderOf(focused.item));
      const heir = firstId === undefined ? undefined : shownKeyOf(firstId);
      (heir === undefined ? map.getCanvas() : shown.get(heir)!.element).focus({ preventScroll: true });
    }
    applyActive();
  }

  // New results jump the map to their view: its move events find no markers to keep, and the
  // markers for the new view are made once, after the jump, already at rest.
  let jumping = false;
  /**
   * Markers follow the map: the ones for the view are made or dropped, and all of them placed
   * where the map now is (at whole pixels once it rests, as MapLibre's Marker). One listener per
   * event, for both.
   */
  const follow = (moving: boolean) => () => {
    if (jumping) return;
    update();
    for (const s of shown.values()) placeMarker(map, s, moving);
  };
  map.on('move', follow(true));
  map.on('moveend', follow(false));
  map.on('resize', update);

  function setMarkers(list: readonly FinderMapMarker[]) {
    popup.remove();
    for (const s of shown.values()) s.element.remove();
    shown.clear();
    shownFor = '';
    // (A loop: no [id, marker] pair per result.)
    markersById = new Map();
    for (const m of list) markersById.set(m.id, m);
    idByNumber = null;
    clusters = createResultClusters(list, { minZoom: minMapZoom });
    container.dataset.mapState = 'loading';
    if (list.length > 0) {
      // (A loop over plain numbers: no bounds object extended per result.)
      let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const m of list) {
        west = Math.min(west, m.lon);
        east = Math.max(east, m.lon);
        south = Math.min(south, m.lat);
        north = Math.max(north, m.lat);
      }
      // The view that fits them, in one jump (MapLibre's fitBounds without animation goes through flyTo's
      // frame machinery for the same view).
      const camera = fitCamera([west, south, east, north], viewSize(), FIT_PADDING, FIT_MAX_ZOOM);
      jumping = true;
      try {
        if (camera) map.jumpTo(camera);
      } finally {
        jumping = false;
      }
    }
    update(); // (none are shown: every marker is made and placed here)
    map.triggerRepaint();
  }

  setMarkers(options.markers);
  return {
    setMarkers,
    setActive(id) {
      activeId = id;
      applyActive();
    },
    reveal(id) {
      const data = markersById.get(id);
      if (!data || !clusters) return;
      activeId = id;
      // Zoom in only if it is inside a cluster here.
      const current = map.getZoom();
      const level = Math.min(clusters.revealZoom(id, current), map.getMaxZoom());
      const zoom = level <= levelOf(current) ? current : level;
      // In view: not under the edges, where the zoom buttons and the attribution sit.
      const at = map.project([data.lon, data.lat]);
      const { nw, se } = viewPixels();
      const inView =
        at.x >= nw.x + EDGE_PX && at.y >= nw.y + EDGE_PX && at.x <= se.x - EDGE_PX && at.y <= se.y - EDGE_PX;
      if (zoom !== current || !inView) {
        container.dataset.mapState = 'moving';
        map.easeTo({ center: [data.lon, data.lat], zoom, ...easing() });
      }
      applyActive();
      openPopup(data);
    },
    destroy() {
      popup.remove();
      map.remove();
    },
  };
}
