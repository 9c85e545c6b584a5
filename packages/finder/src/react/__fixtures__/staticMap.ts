import type { FinderMapHandle, FinderMapModule, FinderMapOptions } from '../map/types';

/**
 * A map stand-in for stories and screenshots: the same marker buttons (names, numbers, activation,
 * highlight) on a plain background, without clusters, placed by a linear projection of the markers' bounds. No canvas, so
 * pixels are deterministic.
 */
export const staticMapModule: FinderMapModule = {
  createFinderMap(container: HTMLElement, options: FinderMapOptions): FinderMapHandle {
    const layer = document.createElement('div');
    layer.className = 'hs-finder-static-map';
    layer.style.cssText = 'position:absolute;inset:0;background:#e8eef2';
    container.append(layer);
    let buttons: HTMLButtonElement[] = [];

    function setMarkers(markers: FinderMapOptions['markers']) {
      for (const b of buttons) b.remove();
      const lats = markers.map((m) => m.lat);
      const lons = markers.map((m) => m.lon);
      const [south, north, west, east] = [
        Math.min(...lats),
        Math.max(...lats),
        Math.min(...lons),
        Math.max(...lons),
      ];
      buttons = markers.map((m) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'hs-finder-marker';
        b.textContent = String(m.number);
        b.setAttribute('aria-label', m.label);
        b.dataset.markerId = m.id;
        const x = east === west ? 0.5 : (m.lon - west) / (east - west);
        const y = north === south ? 0.5 : (north - m.lat) / (north - south);
        b.style.cssText = `position:absolute;left:calc(10% + ${x * 80}% - 1rem);top:calc(10% + ${y * 80}% - 1rem)`;
        b.addEventListener('click', () => options.onMarkerActivate(m.id));
        for (const [type, id] of [
          ['mouseenter', m.id],
          ['focus', m.id],
          ['mouseleave', null],
          ['blur', null],
        ] as const) {
          b.addEventListener(type, () => options.onMarkerHighlight?.(id));
        }
        layer.append(b);
        return b;
      });
    }
    setMarkers(options.markers);
    // Nothing to wait for: drawn at once.
    container.dataset.mapState = 'idle';
    const setActive = (id: string | null) => {
      for (const b of buttons) b.dataset.active = String(b.dataset.markerId === id);
    };
    return {
      setMarkers,
      setActive,
      reveal: setActive,
      destroy() {
        layer.remove();
      },
    };
  },
};

export const loadStaticMap = () => Promise.resolve(staticMapModule);
