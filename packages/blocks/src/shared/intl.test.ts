import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

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

/** The module as a page first loads it: no formatter made yet (the others here keep theirs). */
async function freshModule() {
  vi.resetModules();
  return import('./intl');
}

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

  it('writes the site locales without making an Intl.NumberFormat (costly in the browser)', async () => {
    const { numberFormat } = await freshModule();
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

const dates = [
  '2026-01-01T00:00:00Z',
  '2026-02-28T23:59:59.999Z',
  '2026-03-01T12:00:00Z',
  '2024-02-29T12:00:00Z',
  '1583-01-01T00:00:00Z',
  '1999-12-31T23:59:59Z',
  '9999-12-31T12:00:00Z',
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 27 - month)).toISOString()),
];
const dateOptionSets: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'long', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' },
];

describe('dateTimeFormat', () => {
  it.each(['de-DE', 'de', 'en', 'en-US'])('writes every long date in %s exactly as Intl does', (locale) => {
    for (const options of dateOptionSets) {
      const intl = new Intl.DateTimeFormat(locale, options);
      const ours = dateTimeFormat(locale, options);
      for (const iso of dates) {
        expect(`${ours.format(new Date(iso))} ${iso}`).toBe(`${intl.format(new Date(iso))} ${iso}`);
      }
    }
  });

  it('writes the site locales without making an Intl.DateTimeFormat (costly in the browser)', async () => {
    const { dateTimeFormat } = await freshModule();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const date = new Date('2026-11-27T12:00:00Z');
    expect(dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).toBe(
      '27. November 2026',
    );
    expect(
      dateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date),
    ).toBe('November 27, 2026');
    expect(made).not.toHaveBeenCalled();
  });

  it('leaves other locales, options and dates to Intl, with the same result', () => {
    const cases: [string, Intl.DateTimeFormatOptions, string][] = [
      ['de-AT', { dateStyle: 'long', timeZone: 'UTC' }, '2026-01-15T12:00:00Z'],
      ['en-GB', { dateStyle: 'long', timeZone: 'UTC' }, '2026-01-15T12:00:00Z'],
      ['fr-FR', { dateStyle: 'long', timeZone: 'UTC' }, '2026-01-15T12:00:00Z'],
      ['de-DE', { dateStyle: 'long', timeZone: 'Pacific/Kiritimati' }, '2026-01-15T12:00:00Z'],
      ['de-DE', { dateStyle: 'medium', timeZone: 'UTC' }, '2026-01-15T12:00:00Z'],
      ['en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }, '2026-01-15T12:00:00Z'],
      ['de-DE', { dateStyle: 'long', timeZone: 'UTC' }, '1500-03-01T12:00:00Z'],
      ['en', { dateStyle: 'long', timeZone: 'UTC' }, '0050-02-03T00:00:00Z'],
      ['en', { dateStyle: 'long', timeZone: 'UTC' }, '+010000-01-05T00:00:00Z'],
    ];
    for (const [locale, options, iso] of cases) {
      expect(dateTimeFormat(locale, options).format(new Date(iso))).toBe(
        new Intl.DateTimeFormat(locale, options).format(new Date(iso)),
      );
    }
  });

  it('throws as Intl throws for a date that is not one', () => {
    const invalid = new Date('not a date');
    expect(() =>
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(invalid),
    ).toThrow(RangeError);
    expect(() => dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(invalid)).toThrow(
      RangeError,
    );
  });
});
