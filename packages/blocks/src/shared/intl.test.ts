import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberFormat } from './intl';

const values = [
  0, 1, 1.04, 1.05, 1.15, 1.25, 1.5, 1.95, 2, 9.95, 9.9999, 10, 12.345, 99.95, 100, 999, 999.5, 1000,
  1234.5678, 9999.99, 12345, 100000, 999999.9996, 1234567.891, 0.0005, 0.05, 0.123456, 2.675, 1e15,
  123456789012,
];
const optionSets: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2 },
  { maximumFractionDigits: 3 },
  ...['byte', 'kilobyte', 'megabyte', 'gigabyte', 'percent', 'milliliter'].flatMap((unit) => [
    { style: 'unit', unit, unitDisplay: 'short' } as const,
    { style: 'unit', unit, maximumFractionDigits: 1 } as const,
  ]),
  ...['hour', 'day', 'month', 'year'].flatMap((unit) => [
    { style: 'unit', unit, unitDisplay: 'long' } as const,
    { style: 'unit', unit, unitDisplay: 'long', minimumFractionDigits: 1 } as const,
  ]),
];

afterEach(() => vi.restoreAllMocks());

describe('numberFormat', () => {
  it.each(['de-DE', 'de', 'en', 'en-US'])(
    'writes every figure and unit in %s exactly as Intl does',
    (locale) => {
      for (const options of optionSets) {
        const intl = new Intl.NumberFormat(locale, options);
        const ours = numberFormat(locale, options);
        for (const value of values) {
          expect(`${ours.format(value)} ${JSON.stringify(options)}`).toBe(
            `${intl.format(value)} ${JSON.stringify(options)}`,
          );
        }
      }
    },
  );

  it('writes the site locales without making an Intl.NumberFormat (costly in the browser)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(numberFormat('de-DE').format(2000)).toBe('2.000');
    expect(numberFormat('en').format(2000)).toBe('2,000');
    expect(
      numberFormat('de-DE', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(1.25),
    ).toBe('1,3 MB');
    expect(numberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4)).toBe('4.0');
    expect(made).not.toHaveBeenCalled();
  });

  it('leaves other locales, options and values to Intl, with the same result', () => {
    const cases: [string, Intl.NumberFormatOptions, number][] = [
      ['de-CH', {}, 1234567.5],
      ['de-AT', {}, 12345],
      ['en-GB', { style: 'unit', unit: 'milliliter' }, 5],
      ['fr-FR', {}, 1234.5],
      ['de-DE', { style: 'currency', currency: 'EUR' }, 12.5],
      ['de-DE', { style: 'percent' }, 0.6],
      ['de-DE', { useGrouping: false }, 12345],
      ['de-DE', { style: 'unit', unit: 'liter' }, 2],
      ['de-DE', { style: 'unit', unit: 'hour', unitDisplay: 'short' }, 2],
      ['de-DE', {}, -1234.5],
      ['de-DE', {}, -0],
      ['en', {}, 1e21],
      ['en', {}, 1e-7],
      ['en', {}, Number.NaN],
      ['en', {}, Number.POSITIVE_INFINITY],
    ];
    for (const [locale, options, value] of cases) {
      expect(numberFormat(locale, options).format(value)).toBe(
        new Intl.NumberFormat(locale, options).format(value),
      );
    }
  });

  it('throws as Intl throws for options it rejects', () => {
    expect(() => numberFormat('de-DE', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(
      RangeError,
    );
  });
});
