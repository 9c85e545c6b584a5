import type { FinderCatalogue } from './catalogue';
import type { FinderImage } from './images';
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
  catalogue: Pick<FinderCatalogue, 'onlinePharmacies'>,
  pzn: string,
  random: RandomSource = Math.random,
): OnlinePharmacyLink[] {
  assertPzn(pzn);
  const links: OnlinePharmacyLink[] = [];
  for (const pharmacy of catalogue.onlinePharmacies) {
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
  catalogue: Pick<FinderCatalogue, 'onlinePharmacies'>,
): OnlinePharmacyLink[] {
  return catalogue.onlinePharmacies.flatMap((p) => linkFor(p, undefined) ?? []);
}
