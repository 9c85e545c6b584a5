/**
 * Pharmazentralnummer (PZN8): eight digits, the last one a check digit. The first seven digits
 * are weighted 1…7; the sum modulo 11 is the check digit. A remainder of 10 is never issued.
 */

const PZN_SHAPE = /^\d{8}$/;

/** Check digit for the first seven digits of a PZN8, or `undefined` when no valid PZN can end them. */
export function pznCheckDigit(firstSeven: string): number | undefined {
  if (!/^\d{7}$/.test(firstSeven)) return undefined;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(firstSeven[i]) * (i + 1);
  const check = sum % 11;
  return check === 10 ? undefined : check;
}

/** True for an eight-digit string whose last digit is the PZN8 check digit of the first seven. */
export function isValidPzn(value: unknown): value is string {
  if (typeof value !== 'string' || !PZN_SHAPE.test(value)) return false;
  return pznCheckDigit(value.slice(0, 7)) === Number(value[7]);
}

/** Throws a RangeError unless `value` is a valid PZN8; returns it typed otherwise. */
export function assertPzn(value: unknown): string {
  if (!isValidPzn(value)) throw new RangeError(`Invalid PZN: ${JSON.stringify(value)}`);
  return value;
}
