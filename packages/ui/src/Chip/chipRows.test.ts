import { describe, expect, it } from 'vitest';
import { chipRowBreakIndex } from './chipRows';

describe('chipRowBreakIndex', () => {
  it('breaks after the chip where the cumulative length reaches half', () => {
    // lengths 4, 4, 5, 4 → total 17, half 8.5: 4, 8, 13 → break after the third chip
    expect(chipRowBreakIndex(['Alle', 'CARE', 'COMOD', 'DUAL'])).toBe(3);
    // 2, 2, 2, 2 → half 4 reached exactly after the second
    expect(chipRowBreakIndex(['aa', 'bb', 'cc', 'dd'])).toBe(2);
  });

  it('puts a long first label alone on the first row', () => {
    expect(chipRowBreakIndex(['DUAL INTENSE AUGENTROPFEN', 'GEL', 'CARE'])).toBe(1);
  });

  it('never leaves the second row empty, and does not break 0 or 1 chips', () => {
    expect(chipRowBreakIndex(['a', 'bbbbbbbbbbbbbbbbbbbbbbb'])).toBe(1);
    expect(chipRowBreakIndex(['bbbbbbbbbbbbbbbbbbbbb', 'a'])).toBe(1);
    expect(chipRowBreakIndex(['only'])).toBe(1);
    expect(chipRowBreakIndex([])).toBe(0);
  });
});
