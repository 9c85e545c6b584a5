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
      clusterId: number;
      count: number;
      /** The lowest list number among its results: orders the markers like the list. */
      first: number;
      lat: number;
      lon: number;
    };

/** `[west, south, east, north]` in degrees. */
export type Bounds = readonly [number, number, number, number];

export interface ResultClusters {
  /** The items whose position lies within `bounds` at `zoom`, ordered like the list. */
  itemsIn(bounds: Bounds, zoom: number): MapItem[];
  /** The zoom at which a cluster splits into several markers. */
  expansionZoom(clusterId: number): number;
  /** The ids of every result in a cluster. */
  leafIds(clusterId: number): string[];
  /** The lowest zoom level from `fromZoom` on at which result `id` has a marker of its own. */
  revealZoom(id: string, fromZoom: number): number;
  /** The zoom from which every result has a marker of its own. */
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
 * Markers are 2 rem (32 px) round buttons, clusters up to 3 rem (48 px): markers closer than that
 * are clustered. Clusters are made per whole zoom level, the nearest to the map's (which is up to
 * half a level above or below): on screen, markers stay 34–68 px apart, a single result's marker
 * never overlaps another.
 */
export const defaultClusterRadius = 48;
/** Street level: results that still overlap there share an address. */
export const defaultClusterMaxZoom = 16;

interface PointProps {
  id: string;
  number: number;
}
interface ClusterProps {
  first: number;
}

/** The clustering level shown at a map zoom: the nearest whole one. */
export function levelOf(zoom: number): number {
  return Math.max(0, Math.round(zoom));
}

function orderOf(item: MapItem): number {
  return item.kind === 'result' ? item.number : item.first;
}

/**
 * Builds the clustering of the results once (a few milliseconds for 729). Zoom levels follow
 * MapLibre's (512 px tiles), so the radius is in CSS pixels at the map's zoom.
 */
export function createResultClusters(
  points: readonly ClusterPoint[],
  { radius = defaultClusterRadius, maxZoom = defaultClusterMaxZoom, minZoom = 0 }: ClusterOptions = {},
): ResultClusters {
  const index = new Supercluster<PointProps, ClusterProps>({
    radius,
    maxZoom,
    minZoom,
    extent: 512,
    map: (props) => ({ first: props.number }),
    reduce: (acc, props) => {
      acc.first = Math.min(acc.first, props.first);
    },
  });
  index.load(
    points.map((p) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
      properties: { id: p.id, number: p.number },
    })),
  );
  const byId = new Map(points.map((p) => [p.id, p]));

  function itemsIn(bounds: Bounds, zoom: number): MapItem[] {
    const z = levelOf(zoom);
    // supercluster wants the west edge within [-180, 180]; a view over the antimeridian is not
    // something a pharmacy finder in Germany shows.
    const [west, south, east, north] = bounds;
    const features = index.getClusters(
      [Math.max(-180, west), Math.max(-85, south), Math.min(180, east), Math.min(85, north)],
      z,
    );
    const items = features.map((f): MapItem => {
      const [lon, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties;
      if ('cluster' in props && props.cluster) {
        return {
          kind: 'cluster',
          key: `c${props.cluster_id}`,
          clusterId: props.cluster_id,
          count: props.point_count,
          first: props.first,
          lat,
          lon,
        };
      }
      const point = props as PointProps;
      return { kind: 'result', key: `r${point.id}`, id: point.id, number: point.number, lat, lon };
    });
    return items.sort((a, b) => orderOf(a) - orderOf(b));
  }

  return {
    maxZoom: maxZoom + 1,
    itemsIn,
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
    leafIds: (clusterId) => index.getLeaves(clusterId, Infinity).map((f) => f.properties.id),
    revealZoom(id, fromZoom) {
      const point = byId.get(id);
      if (!point) return levelOf(fromZoom);
      // A box of about ten metres around the point (the index keeps coordinates at single
      // precision): its own marker lies in it when it has one.
      const e = 1e-4;
      const box: Bounds = [point.lon - e, point.lat - e, point.lon + e, point.lat + e];
      for (let z = Math.max(minZoom, levelOf(fromZoom)); z <= maxZoom; z++) {
        if (itemsIn(box, z).some((item) => item.kind === 'result' && item.id === id)) return z;
      }
      return maxZoom + 1;
    },
  };
}
