import type { LocalPharmacy } from './local-search';

const kmFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `'1.25'` → `'1,3 km'`: one decimal, German format (spec §9). Empty string for a non-number. */
export function formatDistanceKm(distance: string | number): string {
  const n = typeof distance === 'number' ? distance : distance.trim() === '' ? NaN : Number(distance);
  return Number.isFinite(n) ? `${kmFormat.format(n)} km` : '';
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
