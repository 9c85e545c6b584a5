// The map's geometry as plain Web Mercator, free of MapLibre (so it is tested on its own and shared
// by the clustering and the map module). The finder's map is flat, north-up and seen from straight
// above (no pitch, no bearing): a view is a rectangle of Web Mercator, worked out here directly
// instead of by MapLibre's general camera maths (a cloned transform, rays through each corner),
// which would run cold once per search for the same numbers.

/** MapLibre's zoom levels are of 512 px tiles: at zoom z the world is 512 · 2^z CSS pixels wide. */
export const tileSize = 512;

/** `[west, south, east, north]` in degrees. */
export type Bounds = readonly [number, number, number, number];

/** A view's size in CSS pixels. */
export interface ViewSize {
  width: number;
  height: number;
}

/** Longitude to x in [0, 1] (west to east). */
export function lngX(lng: number): number {
  return lng / 360 + 0.5;
}
/** Latitude to y in [0, 1] (north to south), clamped. */
export function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}
/** x in [0, 1] to longitude. */
export function xLng(x: number): number {
  return (x - 0.5) * 360;
}
/** y in [0, 1] to latitude. */
export function yLat(y: number): number {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return (360 * Math.atan(Math.exp(y2))) / Math.PI - 90;
}

/**
 * The bounds of a view of `size` centred on `center` at `zoom`, widened by `margin` CSS pixels on
 * every side (a negative margin narrows them).
 */
export function boundsOfView(
  [lng, lat]: readonly [lng: number, lat: number],
  zoom: number,
  size: ViewSize,
  margin = 0,
): Bounds {
  const world = tileSize * 2 ** zoom;
  const x = lngX(lng) * world;
  const y = latY(lat) * world;
  const dx = size.width / 2 + margin;
  const dy = size.height / 2 + margin;
  return [xLng((x - dx) / world), yLat((y + dy) / world), xLng((x + dx) / world), yLat((y - dy) / world)];
}

/**
 * The camera that shows `bounds` with `padding` CSS pixels on every side of a view of `size`, at
 * most at `maxZoom` (what MapLibre's `cameraForBounds` gives for such a map); none when the view
 * is no larger than the padding.
 */
export function fitCamera(
  [west, south, east, north]: Bounds,
  size: ViewSize,
  padding: number,
  maxZoom: number,
): { center: [lng: number, lat: number]; zoom: number } | undefined {
  const [x0, x1, y0, y1] = [lngX(west), lngX(east), latY(north), latY(south)];
  const scale = Math.min((size.width - 2 * padding) / (x1 - x0), (size.height - 2 * padding) / (y1 - y0));
  if (!(scale > 0)) return undefined;
  return {
    center: [xLng((x0 + x1) / 2), yLat((y0 + y1) / 2)],
    zoom: Math.min(Math.log2(scale / tileSize), maxZoom),
  };
}
