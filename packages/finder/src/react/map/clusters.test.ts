import fc from 'fast-check';
import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { manyPharmacies } from '../__fixtures__/manyResults';
import { createResultClusters, levelOf, type Bounds, type ClusterPoint, type MapItem } from './clusters';

const points: ClusterPoint[] = manyPharmacies.map((p, i) => ({
  id: p.id,
  number: i + 1,
  lat: p.lat,
  lon: p.lon,
}));
const world: Bounds = [-180, -85, 180, 85];
const clusters = createResultClusters(points, { minZoom: 4 });

/** How many results an item stands for. */
const countOf = (item: MapItem) => (item.kind === 'cluster' ? item.count : 1);
/** Every result id, once, from the items of one zoom. */
function idsOf(items: MapItem[]): string[] {
  return items.flatMap((i) => (i.kind === 'cluster' ? clusters.leafIds(i) : [i.id]));
}
/** The item that holds result `id` among `items`. */
function holder(items: MapItem[], id: string): MapItem | undefined {
  return items.find((i) => (i.kind === 'result' ? i.id === id : clusters.leafIds(i).includes(id)));
}

describe('createResultClusters', () => {
  it('stands for every result exactly once at every zoom, far fewer markers further out', () => {
    for (let zoom = 17; zoom >= 4; zoom--) {
      const items = clusters.itemsIn(world, zoom);
      expect(items.reduce((n, i) => n + countOf(i), 0)).toBe(729);
      expect(new Set(idsOf(items)).size).toBe(729);
    }
    // Around Berlin at the zoom a map of 650 × 400 px fits the results to, a couple of dozen
    // markers, more the closer; at street level every result has its own.
    expect(clusters.itemsIn(world, 9).length).toBeLessThan(40);
    const counts = [9, 11, 13, 15].map((z) => clusters.itemsIn(world, z).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(clusters.itemsIn(world, 17)).toHaveLength(729);
    expect(clusters.itemsIn(world, 17).every((i) => i.kind === 'result')).toBe(true);
    expect(clusters.maxZoom).toBe(17);
  });

  it('clusters at the whole zoom level at or below the map', () => {
    expect(levelOf(10.99)).toBe(10);
    expect(levelOf(11)).toBe(11);
    expect(clusters.itemsIn(world, 10.9)).toEqual(clusters.itemsIn(world, 10));
    expect(clusters.itemsIn(world, 11.2)).toEqual(clusters.itemsIn(world, 11));
    // Below the lowest level the map shows, that level's clusters.
    expect(clusters.itemsIn(world, 2)).toEqual(clusters.itemsIn(world, 4));
  });

  it('orders markers like the list: by the lowest result number they hold', () => {
    const items = clusters.itemsIn(world, 11);
    const firsts = items.map((i) => (i.kind === 'result' ? i.number : i.first));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    expect(firsts[0]).toBe(1);
    for (const item of items.filter((i) => i.kind === 'cluster')) {
      const numbers = clusters.leafIds(item).map((id) => points.find((p) => p.id === id)!.number);
      expect(item.first).toBe(Math.min(...numbers));
      expect(numbers).toHaveLength(item.count);
    }
  });

  it('returns only the markers within the bounds', () => {
    // A box around Berlin-Mitte.
    const box: Bounds = [13.38, 52.51, 13.43, 52.535];
    const items = clusters.itemsIn(box, 14);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // A cluster is in view by the centre of its results.
      const [lon, lat] = item.kind === 'cluster' ? item.center : [item.lon, item.lat];
      expect(lon).toBeGreaterThanOrEqual(box[0]);
      expect(lon).toBeLessThanOrEqual(box[2]);
      expect(lat).toBeGreaterThanOrEqual(box[1]);
      expect(lat).toBeLessThanOrEqual(box[3]);
    }
    expect(items.length).toBeLessThan(clusters.itemsIn(world, 14).length);
  });

  it('keeps markers a radius apart on screen at their zoom level, so none overlaps another', () => {
    /** Web Mercator pixels at `zoom` with MapLibre's 512 px tiles. */
    const pixel = (lon: number, lat: number, zoom: number) => {
      const size = 512 * 2 ** zoom;
      const sin = Math.sin((lat * Math.PI) / 180);
      return [((lon + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
    };
    for (const zoom of [9, 11, 13, 15]) {
      // (At the centres of their results, clusters come as close as 18 px here.)
      const at = clusters.itemsIn(world, zoom).map((i) => pixel(i.lon, i.lat, zoom));
      let closest = Infinity;
      for (let a = 0; a < at.length; a++) {
        for (let b = a + 1; b < at.length; b++) {
          closest = Math.min(closest, Math.hypot(at[a]![0]! - at[b]![0]!, at[a]![1]! - at[b]![1]!));
        }
      }
      expect(closest).toBeGreaterThanOrEqual(52);
    }
  });

  it('names the marker that holds a result at a zoom level', () => {
    for (const zoom of [8, 11, 14, 17]) {
      const items = clusters.itemsIn(world, zoom);
      for (const point of [points[0]!, points[100]!, points[728]!]) {
        expect(clusters.keyOf(point.id, zoom)).toBe(holder(items, point.id)?.key);
      }
    }
    expect(clusters.keyOf('unknown', 10)).toBeUndefined();
  });

  it('splits a cluster at its expansion zoom, not before', () => {
    for (const cluster of clusters.itemsIn(world, 10).filter((i) => i.kind === 'cluster')) {
      const expansion = clusters.expansionZoom(cluster);
      expect(expansion).toBeGreaterThan(10);
      const leaves = clusters.leafIds(cluster);
      const holders = (z: number) => new Set(leaves.map((id) => clusters.keyOf(id, z)));
      expect(holders(expansion).size).toBeGreaterThan(1);
      for (let z = 11; z < expansion; z++) expect(holders(z).size).toBe(1);
    }
  });

  it('names the lowest zoom at which a result has a marker of its own', () => {
    for (const point of [points[0]!, points[1]!, points[364]!, points[728]!]) {
      const zoom = clusters.revealZoom(point.id, 8);
      const own = (z: number) => clusters.keyOf(point.id, z) === `r${point.id}`;
      expect(own(zoom)).toBe(true);
      for (let z = 8; z < zoom; z++) expect(own(z)).toBe(false);
    }
    // Already on its own: the zoom asked for.
    expect(clusters.revealZoom(points[0]!.id, 17)).toBe(17);
  });

  it('separates results at the same address only at the last zoom', () => {
    const twins = createResultClusters([
      { id: 'a', number: 1, lat: 52.52, lon: 13.4 },
      { id: 'b', number: 2, lat: 52.52, lon: 13.4 },
    ]);
    const [cluster] = twins.itemsIn(world, 16);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2, first: 1 });
    expect(twins.expansionZoom(cluster as Extract<MapItem, { kind: 'cluster' }>)).toBe(17);
    expect(twins.revealZoom('b', 10)).toBe(17);
    expect(twins.itemsIn(world, 17).map((i) => i.kind)).toEqual(['result', 'result']);
  });
});

/**
 * The clustering as the finder made it with supercluster 9 (one index per zoom level): the
 * reference the lean implementation must match, cluster for cluster.
 */
function superclusterItems(list: readonly ClusterPoint[], zoom: number, minZoom = 4): MapItem[] {
  const z = Math.min(17, Math.max(minZoom, Math.floor(zoom)));
  const index = new Supercluster<
    { id: string; number: number; lon: number; lat: number },
    { first: number; lon: number; lat: number }
  >({
    radius: 52,
    minZoom: Math.min(z, 16),
    maxZoom: Math.min(z, 16),
    extent: 512,
    map: (props) => ({ first: props.number, lon: props.lon, lat: props.lat }),
    reduce: (acc, props) => {
      acc.first = Math.min(acc.first, props.first);
    },
  }).load(
    list.map((p) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
      properties: { id: p.id, number: p.number, lon: p.lon, lat: p.lat },
    })),
  );
  return index
    .getClusters([...world], z)
    .map((f): MapItem => {
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
      const point = props as { id: string; number: number };
      return { kind: 'result', key: `r${point.id}`, id: point.id, number: point.number, lat, lon };
    })
    .sort((a, b) => (a.kind === 'result' ? a.number : a.first) - (b.kind === 'result' ? b.number : b.first));
}

/**
 * Supercluster's items, as ours must equal them. Its results' positions come back through its
 * projection, equal to ~1e-12°: they match to 9 decimals either way (rounding both sides to 9
 * places split a pair that straddled a rounding boundary, 54.46989930549998).
 */
function comparable(items: MapItem[]) {
  return items.map((i) =>
    i.kind === 'cluster' ? i : { ...i, lat: expect.closeTo(i.lat, 9), lon: expect.closeTo(i.lon, 9) },
  );
}

describe('the clustering', () => {
  it('makes the clusters supercluster made: members, seeds, ids and centres', () => {
    for (let zoom = 4; zoom <= 17; zoom++) {
      const reference = superclusterItems(points, zoom);
      const items = clusters.itemsIn(world, zoom);
      expect(items).toEqual(comparable(reference));
    }
  });

  it('makes the same clusters for any results (random places, shared addresses)', () => {
    const place = fc.record({
      lat: fc.double({ min: 47, max: 55, noNaN: true }),
      lon: fc.double({ min: 5, max: 15, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(place, { minLength: 1, maxLength: 120 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.integer({ min: 4, max: 17 }),
        (places, twins, zoom) => {
          // Some results at another's address.
          const all = [...places, ...twins.map((t) => places[t % places.length]!)];
          const list = all.map((p, i) => ({ id: `p${i}`, number: i + 1, ...p }));
          const made = createResultClusters(list, { minZoom: 4 });
          expect(made.itemsIn(world, zoom)).toEqual(comparable(superclusterItems(list, zoom)));
        },
      ),
      {
        numRuns: 200,
        // A place whose position straddles a rounding boundary at 9 decimals (found by a run).
        examples: [
          [
            [
              { lat: 54.46989930549998, lon: 5 },
              { lat: 47, lon: 5 },
            ],
            [],
            4,
          ],
        ],
      },
    );
  });
});
