// Marker clustering for the finder's map, free of MapLibre so that it can be tested on its own and
// shared by every map module. Only the lazy map chunk imports it: never in a page's first load.

import { latY, lngX, tileSize, xLng, yLat, type Bounds } from './mercator';

/** A result on the map: its id and its number in the list (1-based). */
export interface ClusterPoint {
  id: string;
  number: number;
  lat: number;
  lon: number;
}

/** What the map shows at one zoom: a single result, or a cluster of results that overlap. */
export type MapItem =
  | { kind: 'result'; key: string; id: string; number: number; lat: number; lon: number }
  | {
      kind: 'cluster';
      key: string;
      /** The zoom level the cluster belongs to (with `clusterId`, what names it). */
      level: number;
      clusterId: number;
      count: number;
      /** The lowest list number among its results: orders the markers like the list. */
      first: number;
      /** Where its marker sits: on one of its results (see `defaultClusterRadius`). */
      lat: number;
      lon: number;
      /** The centre of its results, where zooming in heads. */
      center: readonly [lon: number, lat: number];
    };

export type ClusterItem = Extract<MapItem, { kind: 'cluster' }>;

export type { Bounds };

export interface ResultClusters {
  /** The items whose position lies within `bounds` at `zoom`, ordered like the list. */
  itemsIn(bounds: Bounds, zoom: number): MapItem[];
  /** The zoom level at which a cluster's results no longer share one marker. */
  expansionZoom(cluster: ClusterItem): number;
  /** The ids of every result in a cluster. */
  leafIds(cluster: ClusterItem): string[];
  /** At zoom level `level`: the key of the item that holds result `id` (its own or a cluster's). */
  keyOf(id: string, level: number): string | undefined;
  /** The lowest zoom level from `fromZoom` on at which result `id` has a marker of its own. */
  revealZoom(id: string, fromZoom: number): number;
  /** The zoom level from which every result has a marker of its own. */
  readonly maxZoom: number;
}

export interface ClusterOptions {
  /** Markers closer than this (in CSS pixels) join a cluster. */
  radius?: number;
  /** Above this zoom nothing is clustered. */
  maxZoom?: number;
  /** The map never shows less: no clusters are made for zooms below. */
  minZoom?: number;
}

/**
 * Markers are 2 rem (32 px) round buttons, clusters up to 3 rem (48 px): results closer than that
 * and a little share a cluster. Clusters are made per whole zoom level and shown from that level
 * until the next, where the map is up to twice as large. Each cluster's marker sits on the result
 * that started it (its seed; every result it holds is within the radius): seeds are
 * farther apart than the radius, so on screen markers stay 52–104 px apart, never overlapping
 * (at the centre of their results, clusters drift into each other).
 */
export const defaultClusterRadius = 52;
/** Street level: results that still overlap there share an address. */
export const defaultClusterMaxZoom = 16;

/** The clustering level shown at a map zoom: the whole one at or below it. */
export function levelOf(zoom: number): number {
  return Math.max(0, Math.floor(zoom));
}

// The clustering is supercluster's greedy algorithm for one zoom level (supercluster 9, which this
// module used before; the unit test checks that both give the same clusters, ids and centres), made
// lean for this use: no GeoJSON features, no k-d tree per level (a grid of radius-sized cells finds
// the neighbours), no properties to map and reduce. Positions are Web Mercator in [0, 1], stored as
// integers scaled by 2^30 as supercluster stores them, so centres come out bit for bit the same.
const SCALE = 0x40000000; // 2^30
const INV_SCALE = 1 / SCALE;

/** The results as the clustering reads them: scaled Mercator positions and list numbers. */
interface Projected {
  x: Int32Array;
  y: Int32Array;
  number: Int32Array;
}

function project(points: readonly ClusterPoint[]): Projected {
  const n = points.length;
  const projected = { x: new Int32Array(n), y: new Int32Array(n), number: new Int32Array(n) };
  points.forEach((p, i) => {
    // (Int32Array truncates, as supercluster's store does.)
    projected.x[i] = (lngX(p.lon) - 0.5) * SCALE;
    projected.y[i] = (latY(p.lat) - 0.5) * SCALE;
    projected.number[i] = p.number;
  });
  return projected;
}

/** One zoom level's clustering. Items (clusters and single results) are ordered like the list. */
interface LevelData {
  /** Per item: the result (index) its marker sits on, the one that started it. */
  seed: Int32Array;
  /** Per item: how many results it holds (1: a single result). */
  count: Int32Array;
  /** Per item: the lowest list number among its results. */
  first: Int32Array;
  /** Per item: the cluster's id (as supercluster numbers them), -1 for a single result. */
  clusterId: Int32Array;
  /** Per item: the centre of its results, scaled like the positions (single results: unused). */
  cx: Int32Array;
  cy: Int32Array;
  /** Per result (index): the item that holds it. */
  holder: Int32Array;
}

/**
 * Clusters at `level` (≤ `maxZoom`): in list order, each result not yet taken starts a cluster of
 * every result not yet taken within `radius` pixels of it (or stays single when there is none).
 * Made from the results themselves, not from the level above. `maxZoom + 1`: all single.
 */
function clusterLevel(p: Projected, level: number, radius: number, maxZoom: number): LevelData {
  const n = p.x.length;
  const order: number[] = [];
  const count: number[] = [];
  const first: number[] = [];
  const clusterId: number[] = [];
  const cx: number[] = [];
  const cy: number[] = [];
  const holder = new Int32Array(n);
  if (level > maxZoom) {
    for (let i = 0; i < n; i++) {
      order.push(i);
      count.push(1);
      first.push(p.number[i]!);
      clusterId.push(-1);
      cx.push(p.x[i]!);
      cy.push(p.y[i]!);
      holder[i] = i;
    }
  } else {
    const r = (radius / (tileSize * (1 << level))) * SCALE;
    const r2 = r * r;
    // Cells a little larger than the radius: a neighbour is at most one cell away.
    const cell = r * (1 + 1e-9);
    const cellOf = (v: number) => Math.floor(v / cell);
    const key = (col: number, row: number) => col * 0x200000 + row;
    const grid = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const k = key(cellOf(p.x[i]!), cellOf(p.y[i]!));
      const bucket = grid.get(k);
      if (bucket) bucket.push(i);
      else grid.set(k, [i]);
    }
    const taken = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (taken[i]) continue;
      taken[i] = 1;
      const x = p.x[i]!;
      const y = p.y[i]!;
      const item = order.length;
      holder[i] = item;
      let members = 1;
      let lowest = p.number[i]!;
      // Integer sums: exact in any order, as in supercluster.
      let wx = x;
      let wy = y;
      const col = cellOf(x);
      const row = cellOf(y);
      for (let c = col - 1; c <= col + 1; c++) {
        for (let rr = row - 1; rr <= row + 1; rr++) {
          for (const j of grid.get(key(c, rr)) ?? []) {
            if (taken[j]) continue;
            const dx = p.x[j]! - x;
            const dy = p.y[j]! - y;
            if (dx * dx + dy * dy > r2) continue;
            taken[j] = 1;
            holder[j] = item;
            members++;
            lowest = Math.min(lowest, p.number[j]!);
            wx += p.x[j]!;
            wy += p.y[j]!;
          }
        }
      }
      order.push(i);
      count.push(members);
      first.push(lowest);
      clusterId.push(members > 1 ? (i << 5) + (level + 1) + n : -1);
      // (`| 0` truncates like supercluster's Int32Array store.)
      cx.push(members > 1 ? (wx / members) | 0 : x);
      cy.push(members > 1 ? (wy / members) | 0 : y);
    }
  }
  // In list order: by the lowest number each item holds.
  const byFirst = Array.from(order.keys()).sort((a, b) => first[a]! - first[b]!);
  const rank = new Int32Array(order.length);
  byFirst.forEach((item, i) => (rank[item] = i));
  for (let i = 0; i < n; i++) holder[i] = rank[holder[i]!]!;
  const pick = (values: number[]) => Int32Array.from(byFirst, (item) => values[item]!);
  return {
    seed: pick(order),
    count: pick(count),
    first: pick(first),
    clusterId: pick(clusterId),
    cx: pick(cx),
    cy: pick(cy),
    holder,
  };
}

/** One level on the map: its clustering and its items (made when first shown). */
interface Level {
  data: LevelData;
  items: MapItem[] | null;
}

/**
 * The clustering of the results, zoom level by zoom level as the map first shows each (well under
 * a millisecond for 729 results; Google's marker clusterer works per zoom the same way). Zoom
 * levels follow MapLibre's (512 px tiles), so the radius is in CSS pixels at the map's zoom.
 */
export function createResultClusters(
  points: readonly ClusterPoint[],
  { radius = defaultClusterRadius, maxZoom = defaultClusterMaxZoom, minZoom = 0 }: ClusterOptions = {},
): ResultClusters {
  const projected = project(points);
  const levels = new Map<number, Level>();
  const top = maxZoom + 1;
  const clamp = (zoom: number) => Math.min(top, Math.max(minZoom, levelOf(zoom)));
  let indexOfId: Map<string, number> | null = null;
  const indexOf = (id: string) => (indexOfId ??= new Map(points.map((p, i) => [p.id, i]))).get(id);

  function level(z: number): Level {
    let found = levels.get(z);
    if (!found) {
      found = { data: clusterLevel(projected, z, radius, maxZoom), items: null };
      levels.set(z, found);
    }
    return found;
  }

  /** The key of item `i` at level `z` (what `itemsAt` gives it). */
  function keyAt(data: LevelData, z: number, i: number): string {
    return data.clusterId[i]! < 0 ? `r${points[data.seed[i]!]!.id}` : `c${z}-${data.clusterId[i]!}`;
  }

  function itemsOf(z: number): MapItem[] {
    const at = level(z);
    if (at.items) return at.items;
    const { data } = at;
    at.items = Array.from(data.seed, (s, i): MapItem => {
      const seed = points[s]!;
      if (data.clusterId[i]! < 0) {
        return {
          kind: 'result',
          key: keyAt(data, z, i),
          id: seed.id,
          number: seed.number,
          lat: seed.lat,
          lon: seed.lon,
        };
      }
      return {
        kind: 'cluster',
        key: keyAt(data, z, i),
        level: z,
        clusterId: data.clusterId[i]!,
        count: data.count[i]!,
        first: data.first[i]!,
        lat: seed.lat,
        lon: seed.lon,
        center: [xLng(data.cx[i]! * INV_SCALE + 0.5), yLat(data.cy[i]! * INV_SCALE + 0.5)],
      };
    });
    return at.items;
  }

  function itemsAt([west, south, east, north]: Bounds, z: number): MapItem[] {
    // A view over the antimeridian is not something a pharmacy finder in Germany shows.
    return itemsOf(z).filter((item) => {
      const [lon, lat] = item.kind === 'cluster' ? item.center : [item.lon, item.lat];
      return lon >= west && lon <= east && lat >= south && lat <= north;
    });
  }

  function leafIds(cluster: ClusterItem): string[] {
    const { data } = level(cluster.level);
    const item = data.clusterId.indexOf(cluster.clusterId);
    const ids: string[] = [];
    if (item < 0) return ids;
    data.holder.forEach((holder, i) => {
      if (holder === item) ids.push(points[i]!.id);
    });
    return ids;
  }

  function keyOf(id: string, z: number): string | undefined {
    const i = indexOf(id);
    if (i === undefined) return undefined;
    const { data } = level(z);
    return keyAt(data, z, data.holder[i]!);
  }

  return {
    maxZoom: top,
    itemsIn: (bounds, zoom) => itemsAt(bounds, clamp(zoom)),
    leafIds,
    keyOf: (id, z) => keyOf(id, clamp(z)),
    expansionZoom(cluster) {
      const leaves = leafIds(cluster);
      for (let z = cluster.level + 1; z < top; z++) {
        if (new Set(leaves.map((id) => keyOf(id, z))).size > 1) return z;
      }
      return top;
    },
    revealZoom(id, fromZoom) {
      for (let z = clamp(fromZoom); z < top; z++) {
        if (keyOf(id, z) === `r${id}`) return z;
      }
      return top;
    },
  };
}
