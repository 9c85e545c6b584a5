// Generates offline-map.generated.json: the data of the finder's default map style, which must work with no
// network at all (CONTENT-CONTRACT §3). Run from packages/finder:
//   node src/react/map/data/generate-offline-map.mjs
// Source: world-atlas 2.0.2 (Natural Earth 1:50m country boundaries, public domain), converted
// from TopoJSON with topojson-client, clipped to a box around Germany, coordinates rounded to
// 2 decimals (about 1 km, still finer than the 1:50m source). Cities: coordinates of Germany's
// largest cities (public facts, rounded). No labels: the style needs no glyphs or sprites.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const countries = feature(topology, topology.objects.countries);

const box = { west: 2.5, south: 45.5, east: 19.5, north: 56.5 };
const germanyId = '276';
const round = (n) => Math.round(n * 100) / 100;
const inBox = ([x, y]) => x >= box.west && x <= box.east && y >= box.south && y <= box.north;

function ringsOf(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

const features = [];
for (const f of countries.features) {
  // Keep polygons that touch the box; MapLibre clips the rest on screen.
  const polygons = ringsOf(f.geometry)
    .filter((polygon) => polygon[0].some(inBox))
    .map((polygon) =>
      polygon.map((ring) => {
        const out = [];
        for (const [x, y] of ring) {
          const p = [round(x), round(y)];
          const last = out[out.length - 1];
          if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
        }
        return out;
      }),
    );
  if (polygons.length === 0) continue;
  features.push({
    type: 'Feature',
    properties: { kind: f.id === germanyId ? 'germany' : 'neighbour' },
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  });
}

const cities = [
  ['Berlin', 52.52, 13.405],
  ['Hamburg', 53.551, 9.994],
  ['München', 48.137, 11.575],
  ['Köln', 50.938, 6.96],
  ['Frankfurt am Main', 50.11, 8.682],
  ['Stuttgart', 48.776, 9.183],
  ['Düsseldorf', 51.228, 6.774],
  ['Leipzig', 51.34, 12.375],
  ['Dortmund', 51.514, 7.466],
  ['Essen', 51.456, 7.012],
  ['Bremen', 53.079, 8.802],
  ['Dresden', 51.05, 13.738],
  ['Hannover', 52.375, 9.732],
  ['Nürnberg', 49.452, 11.077],
  ['Potsdam', 52.391, 13.064],
];
for (const [name, lat, lon] of cities) {
  features.push({
    type: 'Feature',
    properties: { kind: 'city', name },
    geometry: { type: 'Point', coordinates: [lon, lat] },
  });
}

const out = new URL('./offline-map.generated.json', import.meta.url);
const json = JSON.stringify({ type: 'FeatureCollection', features });
writeFileSync(out, `${json}\n`);
console.log(`wrote ${out.pathname}: ${features.length} features, ${(json.length / 1024).toFixed(1)} KB`);
