// The finder's catalogue as data a site passes in: its brand, the products a visitor can choose,
// the products pharmacies also list by PZN, and the online pharmacies. `defineFinderCatalogue`
// checks it once (PZN check digits, unique names and PZNs, pharmacies listing only known PZNs) and
// every function of the finder takes the checked catalogue.
import type { FinderImage } from './images';
import type { OnlinePharmacy } from './online-pharmacies';
import { isValidPzn } from './pzn';

export interface Variant {
  /** Pack size and form, e.g. `10 ml Augentropfen`. */
  name: string;
  /** PZN8 (eight digits, valid check digit). */
  pzn: string;
}

export interface Product {
  /** Upper-case plain name, e.g. `LUMEDRA CARE`; the key for `preselectProductName`. */
  name: string;
  /**
   * Display markup, e.g. `LUMEDRA<sup>®</sup> CARE`. Trusted markup: it comes from the site's code,
   * never from visitors or the CMS.
   */
  title: string;
  image: FinderImage;
  /** True when the pack shot is wider than tall (an ointment tube carton, say). */
  landscapeFormat: boolean;
  /** At least one; the first is the default when the product is chosen. */
  variants: readonly Variant[];
}

/** A product that pharmacies also list by PZN but that the finder does not offer to choose. */
export interface LinkedProduct {
  name: string;
  variant: Variant;
}

/** What a site passes in. */
export interface FinderCatalogueInput {
  /** The brand's registered name: `[brand]` in the finder's sentences and its logo's wordmark. */
  brand: string;
  products: readonly Product[];
  linkedProducts?: readonly LinkedProduct[] | undefined;
  onlinePharmacies?: readonly OnlinePharmacy[] | undefined;
}

/** A checked catalogue (`defineFinderCatalogue`): products sorted by name, everything frozen. */
export interface FinderCatalogue {
  readonly brand: string;
  readonly products: readonly Product[];
  readonly linkedProducts: readonly LinkedProduct[];
  readonly onlinePharmacies: readonly OnlinePharmacy[];
  /** Every PZN the finder knows: the products' variants, then the linked products'. */
  readonly knownPzns: readonly string[];
}

/** A catalogue that breaks the rules; `problems` names each one. */
export class FinderCatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid finder catalogue:\n  - ${problems.join('\n  - ')}`);
    this.name = 'FinderCatalogueError';
  }
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

const freezeAll = <T extends object>(items: readonly T[]): readonly T[] =>
  Object.freeze(items.map((item) => Object.freeze({ ...item })));

/**
 * Checks a site's catalogue and returns it ready for the finder. Rules: a brand; at least one
 * product; product names upper case, trimmed and unique; every product with a title, an image with
 * alt text and at least one variant; every PZN (variants and linked products) a valid PZN8 (check
 * digit) and used once; every online pharmacy with a unique name, a home page and products that
 * list only known PZNs, each once. Throws a `FinderCatalogueError` naming every problem.
 */
export function defineFinderCatalogue(input: FinderCatalogueInput): FinderCatalogue {
  const problems: string[] = [];
  if (typeof input?.brand !== 'string' || !input.brand.trim()) problems.push('brand is missing');
  const products = Array.isArray(input?.products) ? input.products : [];
  if (products.length === 0) problems.push('there are no products');
  const linked = input?.linkedProducts ?? [];
  const pharmacies = input?.onlinePharmacies ?? [];

  const names = new Set<string>();
  const pzns = new Map<string, string>();
  const usePzn = (pzn: unknown, where: string) => {
    if (!isValidPzn(pzn)) problems.push(`${where}: PZN ${JSON.stringify(pzn)} is not a valid PZN8`);
    else if (pzns.has(pzn)) problems.push(`${where}: PZN ${pzn} is already used by ${pzns.get(pzn)}`);
    else pzns.set(pzn, where);
  };
  for (const product of products) {
    const where = `product ${JSON.stringify(product?.name)}`;
    if (
      typeof product?.name !== 'string' ||
      product.name !== product.name.trim().toUpperCase() ||
      !product.name
    )
      problems.push(`${where}: the name must be upper case without surrounding spaces`);
    else if (names.has(product.name)) problems.push(`${where}: the name is used twice`);
    else names.add(product.name);
    if (typeof product?.title !== 'string' || !product.title) problems.push(`${where}: the title is missing`);
    if (!product?.image?.src || typeof product.image.alt !== 'string' || !product.image.alt)
      problems.push(`${where}: the image needs a src and alt text`);
    if (!Array.isArray(product?.variants) || product.variants.length === 0)
      problems.push(`${where}: it has no variant`);
    for (const variant of product?.variants ?? []) {
      if (typeof variant?.name !== 'string' || !variant.name)
        problems.push(`${where}: a variant has no name`);
      usePzn(variant?.pzn, `${where}, variant ${JSON.stringify(variant?.name)}`);
    }
  }
  for (const product of linked)
    usePzn(product?.variant?.pzn, `linked product ${JSON.stringify(product?.name)}`);

  const pharmacyNames = new Set<string>();
  for (const pharmacy of pharmacies) {
    const where = `online pharmacy ${JSON.stringify(pharmacy?.name)}`;
    if (typeof pharmacy?.name !== 'string' || !pharmacy.name) problems.push(`${where}: the name is missing`);
    else if (pharmacyNames.has(pharmacy.name)) problems.push(`${where}: the name is used twice`);
    else pharmacyNames.add(pharmacy.name);
    if (typeof pharmacy?.url !== 'string') problems.push(`${where}: the home page is missing`);
    if (!pharmacy?.logo?.src || !pharmacy.logo.alt)
      problems.push(`${where}: the logo needs a src and alt text`);
    const listed = new Set<string>();
    for (const entry of pharmacy?.products ?? []) {
      if (!pzns.has(entry?.pzn))
        problems.push(`${where}: PZN ${JSON.stringify(entry?.pzn)} is not in the catalogue`);
      else if (listed.has(entry.pzn)) problems.push(`${where}: PZN ${entry.pzn} is listed twice`);
      listed.add(entry?.pzn);
    }
  }
  if (problems.length > 0) throw new FinderCatalogueError(problems);

  const sorted: readonly Product[] = [...products].sort(byName).map((product) =>
    Object.freeze({
      ...product,
      image: Object.freeze({ ...product.image }),
      variants: freezeAll(product.variants),
    }),
  );
  return Object.freeze({
    brand: input.brand.trim(),
    products: Object.freeze(sorted),
    linkedProducts: Object.freeze(
      linked.map((product) => Object.freeze({ ...product, variant: Object.freeze({ ...product.variant }) })),
    ),
    onlinePharmacies: Object.freeze(
      pharmacies.map((pharmacy) =>
        Object.freeze({
          ...pharmacy,
          logo: Object.freeze({ ...pharmacy.logo }),
          products: freezeAll(pharmacy.products),
        }),
      ),
    ),
    knownPzns: Object.freeze([
      ...sorted.flatMap((product) => product.variants.map((variant) => variant.pzn)),
      ...linked.map((product) => product.variant.pzn),
    ]),
  });
}

/** The product with that name (case-insensitive, surrounding spaces ignored), if any. */
export function findProduct(
  catalogue: FinderCatalogue,
  name: string | null | undefined,
): Product | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = name.trim().toUpperCase();
  return catalogue.products.find((p) => p.name === wanted);
}

/**
 * The product a content block names: its full name (`LUMEDRA NIGHT`) or its line without the
 * brand (`NIGHT`, `dual intense`). Products the catalogue does not carry give undefined.
 */
export function findProductByLine(
  catalogue: FinderCatalogue,
  name: string | null | undefined,
): Product | undefined {
  if (typeof name !== 'string' || !name.trim()) return undefined;
  return findProduct(catalogue, name) ?? findProduct(catalogue, `${catalogue.brand} ${name.trim()}`);
}

/** The catalogue product and variant with that PZN; `undefined` for an invalid or unknown PZN. */
export function findVariant(
  catalogue: FinderCatalogue,
  pzn: string,
): { product: Product; variant: Variant } | undefined {
  if (!isValidPzn(pzn)) return undefined;
  for (const product of catalogue.products) {
    const variant = product.variants.find((v) => v.pzn === pzn);
    if (variant) return { product, variant };
  }
  return undefined;
}
