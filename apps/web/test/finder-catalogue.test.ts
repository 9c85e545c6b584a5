// The LUMEDRA finder catalogue is demo data of this app: checked by the same rules as any site's
// (defineFinderCatalogue runs when the module loads), and shaped as the specification describes it.
import { describe, expect, it } from 'vitest';
import { findProduct, findVariant, isHttpUrl, isValidPzn, onlinePharmaciesFor } from '@healthsite/finder';
import { lumedraCatalogue as catalogue } from '../app/finder/catalogue';
import { catalogueProductName } from '../app/apofinder-modal';

describe('the LUMEDRA finder catalogue', () => {
  it('holds the eight families named by the brand, sorted by name', () => {
    expect(catalogue.brand).toBe('LUMEDRA');
    expect(catalogue.products.map((p) => p.name)).toEqual([
      'LUMEDRA CARE',
      'LUMEDRA COMOD',
      'LUMEDRA DUAL',
      'LUMEDRA DUAL INTENSE',
      'LUMEDRA FRESH',
      'LUMEDRA GEL',
      'LUMEDRA NIGHT',
      'LUMEDRA PARIN',
    ]);
  });

  it('holds 14 variants with valid, distinct PZNs, and the linked PARIN POS and EVOTEARS drops', () => {
    const variants = catalogue.products.flatMap((p) => p.variants);
    expect(variants).toHaveLength(14);
    expect(new Set(variants.map((v) => v.pzn)).size).toBe(14);
    expect(variants.every((v) => isValidPzn(v.pzn))).toBe(true);
    expect(variants.map((v) => v.name)).toEqual(
      expect.arrayContaining(['10 ml Augentropfen', '2×10 ml Augentropfen', '5 g Augensalbe']),
    );
    expect(catalogue.linkedProducts.map((p) => `${p.name} ${p.variant.name}`)).toEqual([
      'PARIN POS 5 g Augensalbe',
      'EVOTEARS 3 ml Augentropfen',
      'EVOTEARS OMEGA 3 ml Augentropfen',
    ]);
    expect(catalogue.knownPzns).toHaveLength(17);
  });

  it('marks only NIGHT as landscape and gives each product title markup and an image', () => {
    expect(catalogue.products.filter((p) => p.landscapeFormat).map((p) => p.name)).toEqual(['LUMEDRA NIGHT']);
    expect(findProduct(catalogue, 'lumedra care')!.title).toBe('LUMEDRA<sup>®</sup> CARE');
    for (const p of catalogue.products) {
      expect(p.image.src).toMatch(/^data:image\/svg\+xml,/);
      expect(p.image.alt).toContain(p.name);
    }
    expect(findVariant(catalogue, '19684308')?.product.name).toBe('LUMEDRA NIGHT');
  });

  it('has about 20 online pharmacies on reserved example domains, product URLs with tracking parameters', () => {
    const pharmacies = catalogue.onlinePharmacies;
    expect(pharmacies.length).toBeGreaterThanOrEqual(18);
    expect(pharmacies.length).toBeLessThanOrEqual(22);
    for (const p of pharmacies) {
      for (const url of [p.url, ...p.products.map((pr) => pr.url)]) {
        if (!isHttpUrl(url)) continue;
        expect(new URL(url).hostname, url).toMatch(/(\.example|\.test|\.?example\.(com|net|org))$/);
      }
    }
    const productUrls = pharmacies.flatMap((p) => p.products.map((pr) => pr.url)).filter(isHttpUrl);
    expect(productUrls.every((u) => /[?&](utm_|aff|affiliate|ref|partner|wt_mc|awc)/.test(u))).toBe(true);
  });

  it('includes malformed and missing product URLs and one pharmacy with no valid URL', () => {
    const urls = catalogue.onlinePharmacies.flatMap((p) => p.products.map((pr) => pr.url));
    expect(urls.some((u) => u === undefined)).toBe(true);
    expect(urls.some((u) => u !== undefined && !isHttpUrl(u))).toBe(true);
    const hopeless = catalogue.onlinePharmacies.filter(
      (p) => !isHttpUrl(p.url) && p.products.every((pr) => !isHttpUrl(pr.url)),
    );
    expect(hopeless.map((p) => p.name)).toEqual(['Apotheke Zum Mond']);
  });

  it('every catalogue PZN is carried by at least three shown pharmacies', () => {
    for (const v of catalogue.products.flatMap((p) => p.variants))
      expect(onlinePharmaciesFor(catalogue, v.pzn, () => 0).length, v.pzn).toBeGreaterThanOrEqual(3);
  });

  it("maps a block's product (line or full name) to the catalogue name; others to none", () => {
    expect(catalogueProductName('NIGHT')).toBe('LUMEDRA NIGHT');
    expect(catalogueProductName('dual intense')).toBe('LUMEDRA DUAL INTENSE');
    expect(catalogueProductName('LUMEDRA GEL')).toBe('LUMEDRA GEL');
    expect(catalogueProductName('EVOTEARS')).toBeNull();
    expect(catalogueProductName('  ')).toBeNull();
  });
});
