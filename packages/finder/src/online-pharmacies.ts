import { knownPzns } from './catalogue';
import { type FinderImage, svgDataUri, wordmarkSvg } from './images';
import { assertPzn } from './pzn';

/** A product page of an online pharmacy. `url` is as delivered: it may be malformed or missing. */
export interface OnlinePharmacyProduct {
  pzn: string;
  url?: string | undefined;
}

export interface OnlinePharmacy {
  name: string;
  /** Home page, as delivered: may be malformed. */
  url: string;
  logo: FinderImage;
  products: readonly OnlinePharmacyProduct[];
}

/** What the finder shows for one online pharmacy: a logo and one link that works. */
export interface OnlinePharmacyLink {
  name: string;
  logo: FinderImage;
  /** The product page when it is a valid http(s) URL, else the home page. */
  url: string;
}

/** A random source in [0, 1), like `Math.random`; injected so tests and screenshots are stable. */
export type RandomSource = () => number;

/** True for an absolute `http:` or `https:` URL with a host. */
export function isHttpUrl(value: unknown): value is string {
  // `new URL` quietly percent-encodes spaces; a delivered URL with whitespace is malformed.
  if (typeof value !== 'string' || value === '' || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

interface Seed {
  name: string;
  home: string;
  colour: string;
  /** Builds the product-page URL for a PZN; `undefined` leaves the URL out. */
  page: (pzn: string, slug: string) => string | undefined;
  /** Which of the known PZNs the pharmacy carries (indexes into `knownPzns`); all when left out. */
  carries?: readonly number[];
  /** Per-PZN-index overrides of the product URL (malformed or missing on purpose). */
  broken?: Readonly<Record<number, string | undefined>>;
}

const all = knownPzns.map((_, i) => i);
const catalogueOnly = all.slice(0, 14);

// Fictional shops on reserved example domains (RFC 2606/6761: `.example`, `.test`,
// `example.com/.net/.org`). Tracking parameters mimic what affiliate feeds deliver.
const seeds: Seed[] = [
  {
    name: 'Apotheke Lindenblatt',
    home: 'https://www.lindenblatt-apotheke.example/',
    colour: '#2e7d32',
    page: (pzn, slug) =>
      `https://www.lindenblatt-apotheke.example/p/${slug}-${pzn}?utm_source=lumedra&utm_medium=finder&utm_campaign=eyecare`,
  },
  {
    name: 'MediVersand 24',
    home: 'https://mediversand24.example.com/',
    colour: '#c62828',
    page: (pzn) =>
      `https://mediversand24.example.com/artikel/${pzn}?affiliate_id=LMD-2041&utm_source=lumedra`,
    broken: { 3: 'https//mediversand24.example.com/artikel/18971595' },
  },
  {
    name: 'Sonnenapotheke Direkt',
    home: 'https://sonnenapotheke-direkt.example/',
    colour: '#f9a825',
    page: (pzn) =>
      `https://sonnenapotheke-direkt.example/produkt?pzn=${pzn}&ref=lumedra&utm_medium=affiliate`,
    carries: catalogueOnly,
  },
  {
    name: 'Vita Apo Online',
    home: 'https://shop.vita-apo.example.net/',
    colour: '#6a1b9a',
    page: (pzn, slug) =>
      `https://shop.vita-apo.example.net/${slug}/PZN${pzn}?partner=lumedra&utm_campaign=finder`,
    broken: { 0: undefined, 5: '' },
  },
  {
    name: 'Rheinapotheke Versand',
    home: 'https://rheinapotheke.test/',
    colour: '#1565c0',
    page: (pzn) => `https://rheinapotheke.test/search?q=${pzn}&utm_source=lumedra&utm_content=apofinder`,
    carries: [0, 1, 2, 3, 4, 6, 8, 10, 12, 14],
  },
  {
    name: 'Kräuterhof Apotheke',
    home: 'https://kraeuterhof-apotheke.example.org/',
    colour: '#558b2f',
    page: (pzn, slug) =>
      `https://kraeuterhof-apotheke.example.org/shop/${slug}.html?pzn=${pzn}&awc=12345_LMD&utm_medium=affiliate`,
    carries: [0, 2, 4, 6, 8, 9, 10, 11, 12, 13, 15],
  },
  {
    name: 'Nordlicht Apotheke',
    home: 'https://www.nordlicht-apotheke.example/',
    colour: '#00838f',
    page: (pzn) =>
      `https://www.nordlicht-apotheke.example/p/${pzn}?utm_source=lumedra&utm_medium=cpc&gclid=demo`,
    broken: { 7: 'javascript:alert(1)', 12: 'www.nordlicht-apotheke.example/p/19684308' },
  },
  {
    name: 'Gesundheit Plus Versandapotheke',
    home: 'https://gesundheitplus.example.com/',
    colour: '#ad1457',
    page: (pzn, slug) => `https://gesundheitplus.example.com/${slug}?sku=${pzn}&aff=lumedra-finder`,
    carries: [1, 3, 5, 7, 9, 11, 13, 14, 15, 16],
  },
  {
    name: 'Alpen-Apotheke Online (AT)',
    home: 'https://alpen-apotheke.example/at/',
    colour: '#b71c1c',
    page: (pzn) =>
      `https://alpen-apotheke.example/at/artikel/${pzn}?utm_source=lumedra&utm_campaign=at-finder`,
    carries: catalogueOnly,
  },
  {
    name: 'Donau Versandapotheke',
    home: 'https://www.donau-versandapotheke.example.net/',
    colour: '#0277bd',
    page: (pzn) =>
      `https://www.donau-versandapotheke.example.net/p?pzn=${pzn}&affiliate=LMD_AT&utm_medium=partner`,
    carries: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  },
  {
    name: 'Wiener Hofapotheke Shop',
    home: 'https://shop.wiener-hofapotheke.test/',
    colour: '#4e342e',
    page: (pzn, slug) => `https://shop.wiener-hofapotheke.test/${slug}-${pzn}.html?utm_source=lumedra&ref=at`,
    carries: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    broken: { 9: 'https://shop.wiener-hofapotheke.test/lumedra dual 2x10.html' },
  },
  {
    name: 'Salzach Apotheke',
    home: 'https://salzach-apotheke.example.org/',
    colour: '#00695c',
    page: (pzn) =>
      `https://salzach-apotheke.example.org/produkte/${pzn}?utm_source=lumedra&utm_medium=affiliate`,
    carries: [0, 2, 4, 6, 8, 10, 12],
  },
  {
    name: 'Drogeriekette Blau',
    home: 'https://www.drogerie-blau.example/',
    colour: '#283593',
    page: (pzn) => `https://www.drogerie-blau.example/p/${pzn}?wt_mc=affiliate.lumedra.finder`,
    carries: [0, 1, 4, 6, 8, 10, 14],
  },
  {
    name: 'Marktapotheke Express',
    home: 'https://marktapotheke-express.example/',
    colour: '#e65100',
    page: () => undefined,
    carries: catalogueOnly,
  },
  {
    name: 'Apo Kompass',
    home: 'https://apo-kompass.example.com/',
    colour: '#37474f',
    page: (pzn, slug) =>
      `https://apo-kompass.example.com/${slug}?pzn=${pzn}&utm_source=lumedra&utm_medium=finder&utm_term=${pzn}`,
  },
  {
    name: 'Elbe Versand-Apotheke',
    home: 'https://elbe-versand.test/',
    colour: '#1976d2',
    page: (pzn) => `https://elbe-versand.test/artikel.php?pzn=${pzn}&partnerid=998&utm_source=lumedra`,
    carries: [2, 3, 6, 10, 11, 12, 13, 14, 15, 16],
    broken: { 13: 'http://' },
  },
  {
    name: 'Bodensee Apotheke',
    home: 'https://www.bodensee-apotheke.example.net/',
    colour: '#0097a7',
    page: (pzn) => `https://www.bodensee-apotheke.example.net/p/${pzn}?utm_source=lumedra&affiliate_id=bsa-7`,
    carries: [0, 1, 2, 3, 8, 9, 12, 13],
  },
  {
    name: 'Tiroler Versandapotheke',
    home: 'https://tiroler-versandapotheke.example/',
    colour: '#8e24aa',
    page: (pzn) =>
      `https://tiroler-versandapotheke.example/de-at/${pzn}?utm_source=lumedra&utm_campaign=tirol`,
    carries: [0, 4, 6, 10, 12],
  },
  {
    name: 'Hanse Apotheke Online',
    home: 'https://hanse-apotheke.example.org/',
    colour: '#303f9f',
    page: (pzn, slug) => `https://hanse-apotheke.example.org/${slug}/${pzn}?ref=lumedra&utm_medium=affiliate`,
    carries: [1, 3, 5, 7, 9, 11, 13],
  },
  {
    // Delivered with no usable URL at all: never shown.
    name: 'Apotheke Zum Mond',
    home: 'htp:/apotheke-zum-mond',
    colour: '#455a64',
    page: (pzn) => `apotheke-zum-mond/produkt/${pzn}`,
    carries: [0, 1, 2, 3],
  },
];

function slugOf(pzn: string): string {
  return `lumedra-${pzn}`;
}

/** About 20 German and Austrian online pharmacies with the catalogue PZNs they list. */
export const onlinePharmacies: readonly OnlinePharmacy[] = Object.freeze(
  seeds.map((s): OnlinePharmacy => {
    const carries = s.carries ?? all;
    const products = carries.map((i): OnlinePharmacyProduct => {
      const pzn = knownPzns[i]!;
      const url = s.broken && i in s.broken ? s.broken[i] : s.page(pzn, slugOf(pzn));
      return url === undefined ? { pzn } : { pzn, url };
    });
    return Object.freeze({
      name: s.name,
      url: s.home,
      logo: Object.freeze({ src: svgDataUri(wordmarkSvg(s.name, s.colour)), alt: `Logo ${s.name}` }),
      products: Object.freeze(products),
    });
  }),
);

function linkFor(pharmacy: OnlinePharmacy, productUrl: string | undefined): OnlinePharmacyLink | undefined {
  const url = isHttpUrl(productUrl) ? productUrl : isHttpUrl(pharmacy.url) ? pharmacy.url : undefined;
  return url === undefined ? undefined : { name: pharmacy.name, logo: pharmacy.logo, url };
}

/** Fisher–Yates with an injected random source; returns a new array. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const r = random();
    const j = Math.min(i, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * (i + 1))));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The online pharmacies that carry `pzn`, in random order. Each links to its product page when
 * that is a valid http(s) URL, else to its home page; a pharmacy with neither is left out.
 * Throws a RangeError for an invalid PZN.
 */
export function onlinePharmaciesFor(
  pzn: string,
  random: RandomSource = Math.random,
  pharmacies: readonly OnlinePharmacy[] = onlinePharmacies,
): OnlinePharmacyLink[] {
  assertPzn(pzn);
  const links: OnlinePharmacyLink[] = [];
  for (const pharmacy of pharmacies) {
    const product = pharmacy.products.find((p) => p.pzn === pzn);
    if (!product) continue;
    const link = linkFor(pharmacy, product.url);
    if (link) links.push(link);
  }
  return shuffle(links, random);
}

/**
 * Every online pharmacy that can be shown (one with a valid home page), linked to its home page,
 * in the given order: what the finder shows dimmed before any online search.
 */
export function listedOnlinePharmacies(
  pharmacies: readonly OnlinePharmacy[] = onlinePharmacies,
): OnlinePharmacyLink[] {
  return pharmacies.flatMap((p) => linkFor(p, undefined) ?? []);
}
