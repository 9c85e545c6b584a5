// Marker clustering for the finder's map (supercluster), free of MapLibre so that it can be tested
// on its own and shared by every map module. Only the lazy map chunk imports it: never in a page's
// first load.
import Supercluster from 'supercluster';

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

/** `[west, south, east, north]` in degrees. */
export type Bounds = readonly [number, number, number, number];

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
 * that started it (supercluster's seed; every result it holds is within the radius): seeds are
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

interface PointProps {
  id: string;
  number: number;
  lon: number;
  lat: number;
}
/** The seed's position and the lowest number (the reduction keeps the seed's position). */
interface ClusterProps {
  first: number;
  lon: number;
  lat: number;
}

/** One zoom level's clustering, and which marker holds each result there (made when asked). */
interface Level {
  index: Supercluster<PointProps, ClusterProps>;
  holderOf: Map<string, string> | null;
}

function orderOf(item: MapItem): number {
  return item.kind === 'result' ? item.number : item.first;
}

/**
 * The clustering of the results, zoom level by zoom level as the map first shows each (a few
 * milliseconds for 729 results; Google's marker clusterer works per zoom the same way). Zoom
 * levels follow MapLibre's (512 px tiles), so the radius is in CSS pixels at the map's zoom.
 */
export function createResultClusters(
  points: readonly ClusterPoint[],
  { radius = defaultClusterRadius, maxZoom = defaultClusterMaxZoom, minZoom = 0 }: ClusterOptions = {},
): ResultClusters {
  const features = points.map((p) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
    properties: { id: p.id, number: p.number, lon: p.lon, lat: p.lat },
  }));
  const levels = new Map<number, Level>();
  const top = maxZoom + 1;
  const clamp = (zoom: number) => Math.min(top, Math.max(minZoom, levelOf(zoom)));

  function level(z: number): Level {
    let found = levels.get(z);
    if (!found) {
      // Clustered at this level only: at `top` (and in the tree above `z`) every result is its own.
      const index = new Supercluster<PointProps, ClusterProps>({
        radius,
        minZoom: Math.min(z, maxZoom),
        maxZoom: Math.min(z, maxZoom),
        extent: 512,
        map: (props) => ({ first: props.number, lon: props.lon, lat: props.lat }),
        reduce: (acc, props) => {
          acc.first = Math.min(acc.first, props.first);
        },
      }).load(features);
      found = { index, holderOf: null };
      levels.set(z, found);
    }
    return found;
  }

  function itemsAt(bounds: Bounds, z: number): MapItem[] {
    // supercluster wants the west edge within [-180, 180]; a view over the antimeridian is not
    // something a pharmacy finder in Germany shows.
    const [west, south, east, north] = bounds;
    const features = level(z).index.getClusters(
      [Math.max(-180, west), Math.max(-85, south), Math.min(180, east), Math.min(85, north)],
      z,
    );
    const items = features.map((f): MapItem => {
      const [lon, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties;
      if ('cluster' in props && props.cluster) {
        return {
          kind: 'cluster',
          key: `c${z}-${props.cluster_id}`,
          level: z,
          clusterId: props.cluster_id,
          count: props.point_count,
          first: props.first,
          lat: props.lat,
          lon: props.lon,
          center: [lon, lat],
        };
      }
      const point = props as PointProps;
      return { kind: 'result', key: `r${point.id}`, id: point.id, number: point.number, lat, lon };
    });
    return items.sort((a, b) => orderOf(a) - orderOf(b));
  }

  function leafIds(cluster: ClusterItem): string[] {
    return level(cluster.level)
      .index.getLeaves(cluster.clusterId, Infinity)
      .map((f) => f.properties.id);
  }

  function keyOf(id: string, z: number): string | undefined {
    const at = level(z);
    if (!at.holderOf) {
      at.holderOf = new Map();
      for (const item of itemsAt([-180, -85, 180, 85], z)) {
        if (item.kind === 'result') at.holderOf.set(item.id, item.key);
        else for (const leaf of leafIds(item)) at.holderOf.set(leaf, item.key);
      }
    }
    return at.holderOf.get(id);
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
