import { describe, expect, it } from 'vitest';
import { brandName, catalogue, findProduct, findVariant, linkedProducts } from './catalogue';

describe('catalogue', () => {
  it('holds the eight families named by the brand, sorted by name', () => {
    expect(catalogue.map((p) => p.name)).toEqual([
      'LUMEDRA CARE',
      'LUMEDRA COMOD',
      'LUMEDRA DUAL',
      'LUMEDRA DUAL INTENSE',
      'LUMEDRA FRESH',
      'LUMEDRA GEL',
      'LUMEDRA NIGHT',
      'LUMEDRA PARIN',
    ]);
    const names = catalogue.map((p) => p.name);
    expect([...names].sort()).toEqual(names);
    expect(brandName).toBe('LUMEDRA');
  });

  it('holds 14 variants, each with a name and a distinct PZN', () => {
    const variants = catalogue.flatMap((p) => p.variants);
    expect(variants).toHaveLength(14);
    expect(new Set(variants.map((v) => v.pzn)).size).toBe(14);
    expect(variants.map((v) => v.name)).toContain('10 ml Augentropfen');
    expect(variants.map((v) => v.name)).toContain('2×10 ml Augentropfen');
    expect(variants.map((v) => v.name)).toContain('5 g Augensalbe');
    for (const p of catalogue) expect(p.variants.length).toBeGreaterThan(0);
  });

  it('marks only NIGHT as landscape and gives each product title markup and an image', () => {
    expect(catalogue.filter((p) => p.landscapeFormat).map((p) => p.name)).toEqual(['LUMEDRA NIGHT']);
    expect(findProduct('lumedra care')!.title).toBe('LUMEDRA<sup>®</sup> CARE');
    for (const p of catalogue) {
      expect(p.image.src).toMatch(/^data:image\/svg\+xml,/);
      expect(p.image.alt).toContain(p.name);
    }
  });

  it('links PARIN POS and the EVOTEARS drops', () => {
    expect(linkedProducts.map((p) => `${p.name} ${p.variant.name}`)).toEqual([
      'PARIN POS 5 g Augensalbe',
      'EVOTEARS 3 ml Augentropfen',
      'EVOTEARS OMEGA 3 ml Augentropfen',
    ]);
  });

  it('finds products case-insensitively and variants by valid PZN only', () => {
    expect(findProduct('  Lumedra Dual Intense ')?.name).toBe('LUMEDRA DUAL INTENSE');
    expect(findProduct('LUMEDRA')).toBeUndefined();
    expect(findProduct(undefined)).toBeUndefined();
    expect(findVariant('19684308')?.product.name).toBe('LUMEDRA NIGHT');
    expect(findVariant('19684309')).toBeUndefined();
    expect(findVariant('19842687')).toBeUndefined(); // linked, not in the catalogue
  });

  it('is frozen', () => {
    expect(Object.isFrozen(catalogue)).toBe(true);
    expect(Object.isFrozen(catalogue[0]!.variants)).toBe(true);
  });
});
