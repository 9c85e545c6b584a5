import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { directionsUrl, formatDistanceKm, phoneHref } from './format';

describe('formatDistanceKm', () => {
  it.each([
    ['1.25', '1,3 km'],
    ['0', '0,0 km'],
    ['0.04', '0,0 km'],
    ['12.349', '12,3 km'],
    [3, '3,0 km'],
    ['1234.5', '1.234,5 km'],
    ['abc', ''],
    ['', ''],
  ] as const)('%s → %s', (input, expected) => expect(formatDistanceKm(input)).toBe(expected));
});

describe('directionsUrl', () => {
  it('joins lower-cased name, street, postcode and city with + for spaces', () => {
    expect(
      directionsUrl({ name: 'Apotheke am Markt', street: 'Marktplatz 3', zipcode: '10115', city: 'Berlin' }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=apotheke+am+markt+marktplatz+3+10115+berlin');
  });

  it('percent-encodes other characters and collapses runs of spaces', () => {
    const url = directionsUrl({
      name: 'Löwen-Apotheke ',
      street: 'Haupt  straße 1&2',
      zipcode: '80331',
      city: 'München',
    });
    expect(url).toBe(
      'https://www.google.com/maps/search/?api=1&query=l%C3%B6wen-apotheke+haupt+stra%C3%9Fe+1%262+80331+m%C3%BCnchen',
    );
    expect(new URL(url).searchParams.get('query')).toBe('löwen-apotheke haupt straße 1&2 80331 münchen');
  });
});

describe('phoneHref', () => {
  it.each([
    ['030 123 45', 'tel:03012345'],
    ['030 / 231 25-001', 'tel:03023125001'],
    ['+49 30 23125001', 'tel:+493023125001'],
    ['(089) 99998 123', 'tel:08999998123'],
  ])('%s → %s', (input, expected) => expect(phoneHref(input)).toBe(expected));
});

describe('formatDistanceKm (property)', () => {
  it('writes every distance as Intl.NumberFormat writes it in de-DE', () => {
    const intl = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const decimals = fc.tuple(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(decimals, ([digits, places]) => {
        const km = digits / 10 ** places;
        expect(formatDistanceKm(km)).toBe(`${intl.format(km)} km`);
        expect(formatDistanceKm(String(km))).toBe(`${intl.format(km)} km`);
      }),
      { numRuns: 5000 },
    );
    for (const km of [
      0.05, 0.15, 1.15, 1.05, 2.675, 9.95, 99.95, 999.95, 0.25, 12345.65, 1e6, 2.5e6, -1.25,
    ]) {
      expect(formatDistanceKm(km)).toBe(`${intl.format(km)} km`);
    }
  });

  it('always one decimal, German comma, " km", and within 0.05 of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 999, noNaN: true }), (km) => {
        const text = formatDistanceKm(km.toFixed(3));
        expect(text).toMatch(/^\d{1,3},\d km$/);
        expect(
          Math.abs(Number(text.replace(' km', '').replace(',', '.')) - Number(km.toFixed(3))),
        ).toBeLessThanOrEqual(0.0500001);
      }),
    );
  });
});
