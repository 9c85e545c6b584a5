/** Distances the finder offers, in km. */
export const distanceOptions = [5, 10, 15] as const;
export type Distance = (typeof distanceOptions)[number];
export const defaultDistance: Distance = 5;

/** Length of a German postcode. */
export const postcodeLength = 5;

/** A German postcode: exactly five digits. */
export function isValidPostcode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{5}$/.test(value);
}

export function isDistance(value: unknown): value is Distance {
  return (distanceOptions as readonly unknown[]).includes(value);
}
