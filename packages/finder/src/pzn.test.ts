import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assertPzn, isValidPzn, pznCheckDigit } from './pzn';
import { fixtureCatalogue as catalogue } from './__fixtures__/catalogue';

const { knownPzns, linkedProducts, onlinePharmacies } = catalogue;

describe('PZN8 check digit', () => {
  it('computes the weighted sum modulo 11 (weights 1…7)', () => {
    // 1·1 + 2·8 + 3·7 + 4·3 + 5·4 + 6·0 + 7·2 = 84; 84 mod 11 = 7
    expect(pznCheckDigit('1873402')).toBe(7);
    expect(isValidPzn('18734027')).toBe(true);
  });

  it('has no check digit when the remainder is 10', () => {
    // 1·1 + 2·0 + 3·0 + 4·0 + 5·0 + 6·0 + 7·1 = 8 … pick one that gives 10: 0000010 → 6·1 = 6; 0000002 → 14 → 3
    // 1000001: 1 + 7 = 8; 2000001: 2 + 7 = 9; 3000001: 3 + 7 = 10
    expect(pznCheckDigit('3000001')).toBeUndefined();
    for (let d = 0; d <= 9; d++) expect(isValidPzn(`3000001${d}`)).toBe(false);
  });

  it('rejects wrong shapes', () => {
    for (const bad of ['', '1873402', '187340270', '1873402a', ' 18734027', 18734027, null, undefined]) {
      expect(isValidPzn(bad)).toBe(false);
    }
    expect(pznCheckDigit('123456')).toBeUndefined();
    expect(() => assertPzn('18734028')).toThrow(RangeError);
    expect(assertPzn('18734027')).toBe('18734027');
  });

  it('accepts every PZN of the catalogue, the linked products and the pharmacies', () => {
    expect(knownPzns).toHaveLength(8);
    for (const pzn of knownPzns) expect(isValidPzn(pzn), pzn).toBe(true);
    for (const p of linkedProducts) expect(isValidPzn(p.variant.pzn)).toBe(true);
    for (const ph of onlinePharmacies) for (const pr of ph.products) expect(isValidPzn(pr.pzn)).toBe(true);
    expect(new Set(knownPzns).size).toBe(knownPzns.length);
  });

  it('rejects a catalogue PZN with one digit changed', () => {
    const pzn = catalogue.products[0]!.variants[0]!.pzn;
    const mutated = `${pzn.slice(0, 3)}${(Number(pzn[3]) + 1) % 10}${pzn.slice(4)}`;
    expect(isValidPzn(mutated)).toBe(false);
  });

  it('detects every single-digit error (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...knownPzns),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (pzn, pos, delta) => {
          const digit = (Number(pzn[pos]) + delta) % 10;
          const mutated = pzn.slice(0, pos) + digit + pzn.slice(pos + 1);
          return !isValidPzn(mutated);
        },
      ),
    );
  });
});
