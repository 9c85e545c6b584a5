import { type FinderImage, packshotSvg, svgDataUri } from './images';
import { isValidPzn } from './pzn';

/** The brand's name, as it replaces `[brand]` in the finder copy. */
export const brandName = 'LUMEDRA';

export interface Variant {
  /** Pack size and form, e.g. `10 ml Augentropfen`. */
  name: string;
  /** PZN8 (eight digits, valid check digit). */
  pzn: string;
}

export interface Product {
  /** Upper-case plain name, e.g. `LUMEDRA CARE`; the key for `preselectProductName`. */
  name: string;
  /** Display markup, e.g. `LUMEDRA<sup>®</sup> CARE`. Trusted: it comes from this file only. */
  title: string;
  image: FinderImage;
  /** True when the pack shot is wider than tall (the night ointment only). */
  landscapeFormat: boolean;
  /** At least one; the first is the default when the product is chosen. */
  variants: readonly Variant[];
}

/** A product that pharmacies also list by PZN but that the finder does not offer to choose. */
export interface LinkedProduct {
  name: string;
  variant: Variant;
}

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

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The fixed finder catalogue: eight product families, sorted by name, 14 variants (PZNs) in all. */
export const catalogue: readonly Product[] = Object.freeze(
  families
    .map((f): Product =>
      Object.freeze({
        name: `${brandName} ${f.line}`,
        title: `${brandName}<sup>®</sup> ${f.line}`,
        image: Object.freeze({
          src: svgDataUri(packshotSvg(f.line, f.colour, f.landscape ?? false)),
          alt: `Packung ${brandName} ${f.line}`,
        }),
        landscapeFormat: f.landscape ?? false,
        variants: Object.freeze(f.variants.map((v) => Object.freeze({ ...v }))),
      }),
    )
    .sort(byName),
);

/** Products that online pharmacies list by PZN besides the catalogue. */
export const linkedProducts: readonly LinkedProduct[] = Object.freeze([
  { name: 'PARIN POS', variant: { name: '5 g Augensalbe', pzn: '19842687' } },
  { name: 'EVOTEARS', variant: { name: '3 ml Augentropfen', pzn: '19921872' } },
  { name: 'EVOTEARS OMEGA', variant: { name: '3 ml Augentropfen', pzn: '20001065' } },
]);

/** The product with that name (case-insensitive, surrounding spaces ignored), if any. */
export function findProduct(name: string | null | undefined): Product | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = name.trim().toUpperCase();
  return catalogue.find((p) => p.name === wanted);
}

/** The catalogue product and variant with that PZN; `undefined` for an invalid or unknown PZN. */
export function findVariant(pzn: string): { product: Product; variant: Variant } | undefined {
  if (!isValidPzn(pzn)) return undefined;
  for (const product of catalogue) {
    const variant = product.variants.find((v) => v.pzn === pzn);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** Every PZN that the finder knows: the catalogue's 14 and the linked products'. */
export const knownPzns: readonly string[] = Object.freeze([
  ...catalogue.flatMap((p) => p.variants.map((v) => v.pzn)),
  ...linkedProducts.map((p) => p.variant.pzn),
]);
