// A catalogue of the fictional test brand EXEMPLA, for the package's tests and stories: four
// products (one in a landscape carton), a linked product, and online pharmacies on reserved example
// domains that deliver what real feeds deliver: tracking parameters, malformed and missing product
// URLs, and one pharmacy with no usable URL at all. A site passes its own catalogue.
import { defineFinderCatalogue, type Product, type Variant } from '../catalogue';
import { packshotSvg, svgDataUri, wordmarkSvg } from '../images';
import type { OnlinePharmacy } from '../online-pharmacies';

export const fixtureBrand = 'EXEMPLA';

function product(line: string, colour: string, variants: Variant[], landscape = false): Product {
  return {
    name: `${fixtureBrand} ${line}`,
    title: `${fixtureBrand}<sup>®</sup> ${line}`,
    image: {
      src: svgDataUri(packshotSvg(fixtureBrand, line, colour, landscape)),
      alt: `Packung ${fixtureBrand} ${line}`,
    },
    landscapeFormat: landscape,
    variants,
  };
}

export const care = product('CARE', '#1f6fb2', [
  { name: '10 ml Augentropfen', pzn: '31495099' },
  { name: '2×10 ml Augentropfen', pzn: '31574284' },
]);
export const fresh = product('FRESH', '#2c9a4b', [{ name: '10 ml Augentropfen', pzn: '31732665' }]);
export const gel = product('GEL', '#c26a12', [
  { name: '10 g Augengel', pzn: '31811850' },
  { name: '3×10 g Augengel', pzn: '31970235' },
]);
export const night = product(
  'NIGHT',
  '#1d2a5c',
  [
    { name: '5 g Augensalbe', pzn: '32049427' },
    { name: '2×5 g Augensalbe', pzn: '32128612' },
  ],
  true,
);
const linkedPzn = '32207808';
const cataloguePzns = [care, fresh, gel, night].flatMap((p) => p.variants.map((v) => v.pzn));

function pharmacy(
  name: string,
  home: string,
  colour: string,
  products: OnlinePharmacy['products'],
): OnlinePharmacy {
  return {
    name,
    url: home,
    logo: { src: svgDataUri(wordmarkSvg(name, colour)), alt: `Logo ${name}` },
    products,
  };
}

const onlinePharmacies: OnlinePharmacy[] = [
  pharmacy(
    'Apotheke am Markt',
    'https://www.apotheke-am-markt.example/',
    '#2e7d32',
    [...cataloguePzns, linkedPzn].map((pzn) => ({
      pzn,
      url: `https://www.apotheke-am-markt.example/p/${pzn}?utm_source=exempla&utm_medium=finder`,
    })),
  ),
  pharmacy(
    'Versandapotheke Nord',
    'https://versand-nord.example.com/',
    '#c62828',
    cataloguePzns.map((pzn) => ({
      pzn,
      // Delivered without the colon: the finder links the home page instead.
      url:
        pzn === '31574284'
          ? `https//versand-nord.example.com/artikel/${pzn}`
          : `https://versand-nord.example.com/artikel/${pzn}?affiliate_id=EX-17`,
    })),
  ),
  pharmacy(
    'Rosen-Apotheke Online',
    'https://shop.rosen-apotheke.example.net/',
    '#6a1b9a',
    cataloguePzns.map((pzn) =>
      // No product page for the night ointment: the home page.
      pzn === '32049427'
        ? { pzn }
        : { pzn, url: `https://shop.rosen-apotheke.example.net/${pzn}?partner=exempla` },
    ),
  ),
  pharmacy(
    'Stadtapotheke Direkt',
    'https://stadtapotheke.test/',
    '#1565c0',
    cataloguePzns.slice(0, 5).map((pzn) => ({
      pzn,
      url:
        pzn === '31732665' ? 'javascript:alert(1)' : `https://stadtapotheke.test/search?q=${pzn}&ref=exempla`,
    })),
  ),
  pharmacy(
    'Alpen Versand (AT)',
    'https://alpen-versand.example/at/',
    '#b71c1c',
    cataloguePzns.map((pzn) => ({
      pzn,
      url: `https://alpen-versand.example/at/artikel/${pzn}?utm_source=exempla`,
    })),
  ),
  pharmacy(
    'Drogeriekette Blau',
    'https://www.drogerie-blau.example/',
    '#283593',
    // Listed without any product pages.
    [care, gel].flatMap((p) => p.variants.map((v) => ({ pzn: v.pzn }))),
  ),
  pharmacy(
    'Kompass Apotheke',
    'https://kompass-apotheke.example.org/',
    '#37474f',
    [...cataloguePzns, linkedPzn].map((pzn) => ({
      pzn,
      url:
        pzn === '31811850'
          ? 'https://kompass-apotheke.example.org/exempla gel.html'
          : `https://kompass-apotheke.example.org/p/${pzn}?awc=123_EX`,
    })),
  ),
  // Delivered with no usable URL at all: never shown.
  pharmacy(
    'Apotheke Zum Mond',
    'htp:/apotheke-zum-mond',
    '#455a64',
    cataloguePzns.slice(0, 3).map((pzn) => ({ pzn, url: `apotheke-zum-mond/produkt/${pzn}` })),
  ),
];

/** The EXEMPLA test catalogue, checked like any site's. */
export const fixtureCatalogue = defineFinderCatalogue({
  brand: fixtureBrand,
  // Out of order on purpose: the catalogue sorts them by name.
  products: [night, care, gel, fresh],
  linkedProducts: [{ name: 'EXEMPLA POS', variant: { name: '5 g Augensalbe', pzn: linkedPzn } }],
  onlinePharmacies,
});
