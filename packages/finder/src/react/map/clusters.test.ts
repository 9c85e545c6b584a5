import { describe, expect, it } from 'vitest';
import { manyPharmacies } from '../__fixtures__/manyResults';
import { createResultClusters, type Bounds, type ClusterPoint, type MapItem } from './clusters';

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
  return items.flatMap((i) => (i.kind === 'cluster' ? clusters.leafIds(i.clusterId) : [i.id]));
}

describe('createResultClusters', () => {
  it('stands for every result exactly once at every zoom, fewer markers the further out', () => {
    let previous = Infinity;
    for (let zoom = 17; zoom >= 4; zoom--) {
      const items = clusters.itemsIn(world, zoom);
      expect(items.reduce((n, i) => n + countOf(i), 0)).toBe(729);
      expect(new Set(idsOf(items)).size).toBe(729);
      expect(items.length).toBeLessThanOrEqual(previous);
      previous = items.length;
    }
    // Around Berlin at the zoom the map fits the results to, a handful of clusters; at street
    // level every result has its own marker.
    expect(clusters.itemsIn(world, 10).length).toBeLessThan(100);
    expect(clusters.itemsIn(world, 17).every((i) => i.kind === 'result')).toBe(true);
  });

  it('orders markers like the list: by the lowest result number they hold', () => {
    const items = clusters.itemsIn(world, 11);
    const firsts = items.map((i) => (i.kind === 'result' ? i.number : i.first));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    expect(firsts[0]).toBe(1);
    for (const item of items.filter((i) => i.kind === 'cluster')) {
      const numbers = clusters.leafIds(item.clusterId).map((id) => points.find((p) => p.id === id)!.number);
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
      expect(item.lon).toBeGreaterThanOrEqual(box[0]);
      expect(item.lon).toBeLessThanOrEqual(box[2]);
      expect(item.lat).toBeGreaterThanOrEqual(box[1]);
      expect(item.lat).toBeLessThanOrEqual(box[3]);
    }
    expect(items.length).toBeLessThan(clusters.itemsIn(world, 14).length);
  });

  it('splits a cluster at its expansion zoom', () => {
    const zoom = 10;
    const cluster = clusters.itemsIn(world, zoom).find((i) => i.kind === 'cluster' && i.count > 20);
    if (cluster?.kind !== 'cluster') throw new Error('no big cluster at zoom 10');
    const expansion = clusters.expansionZoom(cluster.clusterId);
    expect(expansion).toBeGreaterThan(zoom);
    const leaves = new Set(clusters.leafIds(cluster.clusterId));
    // At the expansion zoom its results are spread over more than one marker.
    const holders = clusters
      .itemsIn(world, expansion)
      .filter((i) =>
        i.kind === 'result' ? leaves.has(i.id) : clusters.leafIds(i.clusterId).some((id) => leaves.has(id)),
      );
    expect(holders.length).toBeGreaterThan(1);
  });

  it('names the lowest zoom at which a result has a marker of its own', () => {
    for (const point of [points[0]!, points[364]!, points[728]!]) {
      const zoom = clusters.revealZoom(point.id, 8);
      const own = (z: number) =>
        clusters.itemsIn(world, z).some((i) => i.kind === 'result' && i.id === point.id);
      expect(own(zoom)).toBe(true);
      if (zoom > 8) expect(own(zoom - 1)).toBe(false);
    }
    // Already on its own: the zoom asked for.
    expect(clusters.revealZoom(points[0]!.id, 17)).toBe(17);
    expect(clusters.maxZoom).toBe(17);
  });

  it('separates results at the same address at the last zoom', () => {
    const twins = createResultClusters([
      { id: 'a', number: 1, lat: 52.52, lon: 13.4 },
      { id: 'b', number: 2, lat: 52.52, lon: 13.4 },
    ]);
    const [cluster] = twins.itemsIn(world, 16);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2, first: 1 });
    expect(twins.revealZoom('b', 10)).toBe(17);
    expect(twins.itemsIn(world, 17).map((i) => i.kind)).toEqual(['result', 'result']);
  });
});
