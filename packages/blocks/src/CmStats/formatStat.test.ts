import { describe, expect, it } from 'vitest';
import { formatStatValue } from './formatStat';

describe('formatStatValue', () => {
  it('formats per locale with Intl.NumberFormat', () => {
    expect(formatStatValue({ value: 1234.56 }, 'de-DE')).toBe('1.234,6');
    expect(formatStatValue({ value: 1234.56 }, 'en')).toBe('1,234.6');
    expect(formatStatValue({ value: 60, unit: 'percent' }, 'de-DE')).toBe('60\u00a0%');
    expect(formatStatValue({ value: 60, unit: 'percent' }, 'en')).toBe('60%');
    expect(formatStatValue({ value: 6, unit: 'month' }, 'de-DE')).toBe('6 Monate');
    expect(formatStatValue({ value: 6, unit: 'month' }, 'en')).toBe('6 months');
    expect(formatStatValue({ value: 0.25, maximumFractionDigits: 2 }, 'de-DE')).toBe('0,25');
  });

  it('formats the same value anew when its unit or digits differ (each figure is kept once)', () => {
    expect(formatStatValue({ value: 6, unit: 'month' }, 'en')).toBe('6 months');
    expect(formatStatValue({ value: 6 }, 'en')).toBe('6');
    expect(formatStatValue({ value: 0.25, maximumFractionDigits: 2 }, 'en')).toBe('0.25');
    expect(formatStatValue({ value: 0.25 }, 'en')).toBe('0.3');
  });

  it('is empty without a finite value', () => {
    expect(formatStatValue({}, 'de-DE')).toBe('');
    expect(formatStatValue({ value: Number.NaN }, 'en')).toBe('');
  });
});
