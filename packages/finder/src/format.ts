import type { LocalPharmacy } from './local-search';

let kmFormat: Intl.NumberFormat | undefined;

/**
 * `'1.25'` → `'1,3 km'`: one decimal, German format (spec §9), as `Intl.NumberFormat('de-DE')`
 * writes it. Empty string for a non-number. Distances from 0 to a million km are written here
 * (tenths rounded half up on the decimal the number reads as): Chromium's first
 * `Intl.NumberFormat` of a page costs 20–110 ms in one piece, which opening the finder paid.
 */
export function formatDistanceKm(distance: string | number): string {
  const n = typeof distance === 'number' ? distance : distance.trim() === '' ? NaN : Number(distance);
  if (!Number.isFinite(n)) return '';
  if (n < 0 || n >= 1e6) {
    kmFormat ??= new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return `${kmFormat.format(n)} km`;
  }
  // toPrecision(15) first: 1.15 is 1.149999… as a double and 11.499999… times ten, but reads 1.15.
  const tenths = Math.round(Number((n * 10).toPrecision(15)));
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${whole},${tenths % 10} km`;
}

/** Base of the directions link; only a link the visitor may follow, never requested by us. */
export const mapsSearchBase = 'https://www.google.com/maps/search/?api=1&query=';

/**
 * A maps-search URL for the pharmacy: lower-cased name, street, postcode and city, spaces turned
 * into `+` (other characters percent-encoded).
 */
export function directionsUrl(pharmacy: Pick<LocalPharmacy, 'name' | 'street' | 'zipcode' | 'city'>): string {
  const query = [pharmacy.name, pharmacy.street, pharmacy.zipcode, pharmacy.city]
    .join(' ')
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map(encodeURIComponent)
    .join('+');
  return `${mapsSearchBase}${query}`;
}

/** `'030 123 45'` → `'tel:03012345'`: the number without spaces (and without / - ( ) separators). */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
