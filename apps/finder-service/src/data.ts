import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import KDBush from 'kdbush';
import { around, distance as greatCircleKm } from 'geokdbush';

/**
 * The demo data set (see data/LICENSES.md), loaded from the committed gzip'd TSV files into flat
 * arrays and a static k-d tree. Each pharmacy's JSON is serialised once at load time, up to its
 * distance, so an answer is a string join.
 */
export interface PharmacyData {
  /** Number of pharmacies. */
  size: number;
  /** Number of postcodes with coordinates. */
  postcodeCount: number;
  /** The point a postcode's searches are measured from; undefined for an unknown postcode. */
  locate(zipcode: string): { lat: number; lon: number } | undefined;
  /** Every pharmacy's coordinates, by row (tests, tools). */
  coordinates(): { lat: Float64Array; lon: Float64Array };
  /** Pharmacies within `radiusKm` of the postcode's point, nearest first, as a JSON array; undefined for an unknown postcode. */
  searchJson(zipcode: string, radiusKm: number): string | undefined;
  /** The same as objects (tests, tools). */
  search(zipcode: string, radiusKm: number): SearchHit[] | undefined;
  /** Load time in ms. */
  loadMs: number;
}

export interface SearchHit {
  id: string;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  lat: number;
  lon: number;
  phone: string;
  distance: string;
}

const defaultDir = new URL('../data/', import.meta.url);

/** The data lines of a gzip'd TSV file (without the header line). Fields are split on use. */
function readLines(url: URL): string[] {
  const lines = gunzipSync(readFileSync(url)).toString('utf8').split('\n');
  lines.shift();
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Field `n` (0-based) of a TSV line, without splitting the whole line. */
function field(line: string, n: number): string {
  let start = 0;
  for (let k = 0; k < n; k++) start = line.indexOf('\t', start) + 1;
  const end = line.indexOf('\t', start);
  return line.slice(start, end === -1 ? undefined : end);
}

/** Distance in km as the contract's numeric string, two decimals (`'1.25'`). */
export function formatKm(km: number): string {
  return km.toFixed(2);
}

export function loadPharmacyData(dir: URL = defaultDir): PharmacyData {
  const started = performance.now();
  const postcodes = new Map<string, { lat: number; lon: number }>();
  for (const line of readLines(new URL('postcodes.tsv.gz', dir))) {
    postcodes.set(field(line, 0), { lat: Number(field(line, 1)), lon: Number(field(line, 2)) });
  }

  // Columns: id name street zipcode city lat lon phone.
  const rows = readLines(new URL('pharmacies.tsv.gz', dir));
  const lat = new Float64Array(rows.length);
  const lon = new Float64Array(rows.length);
  const index = new KDBush(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const line = rows[i]!;
    lat[i] = Number(field(line, 5));
    lon[i] = Number(field(line, 6));
    index.add(lon[i]!, lat[i]!);
  }
  index.finish();

  function object(i: number): Omit<SearchHit, 'distance'> {
    const [id, name, street, zipcode, city, , , phone] = rows[i]!.split('\t') as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return { id, name, street, zipcode, city, lat: lat[i]!, lon: lon[i]!, phone };
  }
  // Serialised on first use, not at start: start-up time matters more than the first answer.
  const prefix: (string | undefined)[] = new Array(rows.length);
  function prefixOf(i: number): string {
    return (prefix[i] ??= `${JSON.stringify(object(i)).slice(0, -1)},"distance":"`);
  }

  function hits(zipcode: string, radiusKm: number): { i: number; km: number }[] | undefined {
    const centre = postcodes.get(zipcode);
    if (!centre) return undefined;
    const ids = around(index, centre.lon, centre.lat, Infinity, radiusKm);
    return ids.map((i) => ({ i, km: greatCircleKm(centre.lon, centre.lat, lon[i]!, lat[i]!) }));
  }

  return {
    size: rows.length,
    postcodeCount: postcodes.size,
    locate: (zipcode) => postcodes.get(zipcode),
    coordinates: () => ({ lat, lon }),
    loadMs: performance.now() - started,
    searchJson(zipcode, radiusKm) {
      const found = hits(zipcode, radiusKm);
      if (!found) return undefined;
      let out = '[';
      for (let k = 0; k < found.length; k++) {
        if (k > 0) out += ',';
        out += `${prefixOf(found[k]!.i)}${formatKm(found[k]!.km)}"}`;
      }
      return `${out}]`;
    },
    search(zipcode, radiusKm) {
      return hits(zipcode, radiusKm)?.map(({ i, km }) => ({ ...object(i), distance: formatKm(km) }));
    },
  };
}
