// The finder catalogue of the demo brand LUMEDRA: eight product families (14 PZNs), three products
// pharmacies also list, and about 20 fictional German and Austrian online pharmacies on reserved
// example domains, with the malformed and missing product URLs affiliate feeds deliver. Demo data
// of this app, checked by the same rules as any site's catalogue (defineFinderCatalogue: PZN check
// digits, unique names and PZNs, pharmacies listing only known PZNs).
import {
  defineFinderCatalogue,
  packshotSvg,
  svgDataUri,
  wordmarkSvg,
  type LinkedProduct,
  type OnlinePharmacy,
  type OnlinePharmacyProduct,
  type Product,
  type Variant,
} from '@healthsite/finder';

const brand = 'LUMEDRA';

interface Family {
  line: string;
  colour: string;
  landscape?: boolean;
  variants: Variant[];
}

const families: Family[] = [
  {
    line: 'CARE',
    colour: '#1f6fb2',
    variants: [
      { name: '10 ml Augentropfen', pzn: '18734027' },
      { name: '2×10 ml Augentropfen', pzn: '18813212' },
    ],
  },
  {
    line: 'COMOD',
    colour: '#0b7a75',
    variants: [
      { name: '10 ml Augentropfen', pzn: '18892401' },
      { name: '2×10 ml Augentropfen', pzn: '18971595' },
    ],
  },
  {
    line: 'DUAL INTENSE',
    colour: '#5b3fa0',
    variants: [
      { name: '10 ml Augentropfen', pzn: '19050785' },
      { name: '2×10 ml Augentropfen', pzn: '19129972' },
    ],
  },
  {
    line: 'DUAL',
    colour: '#7d5bc4',
    variants: [
      { name: '10 ml Augentropfen', pzn: '19209168' },
      { name: '2×10 ml Augentropfen', pzn: '19288357' },
    ],
  },
  { line: 'FRESH', colour: '#2c9a4b', variants: [{ name: '10 ml Augentropfen', pzn: '19367542' }] },
  {
    line: 'GEL',
    colour: '#c26a12',
    variants: [
      { name: '10 g Augengel', pzn: '19446738' },
      { name: '3×10 g Augengel', pzn: '19525923' },
    ],
  },
  { line: 'PARIN', colour: '#b3264a', variants: [{ name: '10 ml Augentropfen', pzn: '19605119' }] },
  {
    line: 'NIGHT',
    colour: '#1d2a5c',
    landscape: true,
    variants: [
      { name: '5 g Augensalbe', pzn: '19684308' },
      { name: '2×5 g Augensalbe', pzn: '19763491' },
    ],
  },
];

const products = families.map((f): Product => ({
  name: `${brand} ${f.line}`,
  title: `${brand}<sup>®</sup> ${f.line}`,
  image: {
    src: svgDataUri(packshotSvg(brand, f.line, f.colour, f.landscape ?? false)),
    alt: `Packung ${brand} ${f.line}`,
  },
  landscapeFormat: f.landscape ?? false,
  variants: f.variants,
}));

/** Products that online pharmacies list by PZN besides the catalogue. */
const linkedProducts: LinkedProduct[] = [
  { name: 'PARIN POS', variant: { name: '5 g Augensalbe', pzn: '19842687' } },
  { name: 'EVOTEARS', variant: { name: '3 ml Augentropfen', pzn: '19921872' } },
  { name: 'EVOTEARS OMEGA', variant: { name: '3 ml Augentropfen', pzn: '20001065' } },
];

/**
 * The PZNs pharmacies index into (`carries`, `broken`): the catalogue's 14 with the products sorted
 * by name as the finder lists them, then the linked ones.
 */
const knownPzns = [
  ...products
    .toSorted((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((p) => p.variants.map((v) => v.pzn)),
  ...linkedProducts.map((p) => p.variant.pzn),
];
const all = knownPzns.map((_, i) => i);
const catalogueOnly = all.slice(0, 14);

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

const onlinePharmacies = seeds.map((s): OnlinePharmacy => {
  const carries = s.carries ?? all;
  const products = carries.map((i): OnlinePharmacyProduct => {
    const pzn = knownPzns[i]!;
    const url = s.broken && i in s.broken ? s.broken[i] : s.page(pzn, slugOf(pzn));
    return url === undefined ? { pzn } : { pzn, url };
  });
  return {
    name: s.name,
    url: s.home,
    logo: { src: svgDataUri(wordmarkSvg(s.name, s.colour)), alt: `Logo ${s.name}` },
    products,
  };
});

/** The LUMEDRA finder catalogue (demo data). */
export const lumedraCatalogue = defineFinderCatalogue({ brand, products, linkedProducts, onlinePharmacies });
