import { describe, expect, it } from 'vitest';
import {
  isHttpUrl,
  listedOnlinePharmacies,
  onlinePharmaciesFor,
  shuffle,
  type OnlinePharmacy,
} from './online-pharmacies';
import { fixtureCatalogue as catalogue } from './__fixtures__/catalogue';

const { knownPzns, onlinePharmacies } = catalogue;

/** A deterministic random source (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const logo = { src: 'data:image/svg+xml,', alt: 'x' };

describe('the fixture catalogue', () => {
  it('every catalogue PZN is carried by at least three shown pharmacies', () => {
    for (const v of catalogue.products.flatMap((p) => p.variants)) {
      expect(onlinePharmaciesFor(catalogue, v.pzn, () => 0).length, v.pzn).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://a.example/x?utm_source=y', true],
    ['http://a.test/', true],
    ['https//a.example/x', false],
    ['www.a.example/x', false],
    ['javascript:alert(1)', false],
    ['ftp://a.example/', false],
    ['http://', false],
    ['https://a.example/with space', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (url, ok) => expect(isHttpUrl(url)).toBe(ok));
});

describe('onlinePharmaciesFor', () => {
  const fixture: OnlinePharmacy[] = [
    {
      name: 'A',
      url: 'https://a.example/',
      logo,
      products: [{ pzn: '18734027', url: 'https://a.example/p?utm_x=1' }],
    },
    { name: 'B', url: 'https://b.example/', logo, products: [{ pzn: '18734027', url: 'htp:/b' }] },
    { name: 'C', url: 'https://c.example/', logo, products: [{ pzn: '18734027' }] },
    { name: 'D', url: 'not a url', logo, products: [{ pzn: '18734027', url: 'https://d.example/p' }] },
    { name: 'E', url: 'not a url', logo, products: [{ pzn: '18734027', url: 'also bad' }] },
    {
      name: 'F',
      url: 'https://f.example/',
      logo,
      products: [{ pzn: '18813212', url: 'https://f.example/p' }],
    },
  ];

  it('keeps the pharmacies carrying the PZN, with the product page or else the home page', () => {
    const links = onlinePharmaciesFor({ onlinePharmacies: fixture }, '18734027', () => 0.999);
    const byName = Object.fromEntries(links.map((l) => [l.name, l.url]));
    expect(byName).toEqual({
      A: 'https://a.example/p?utm_x=1',
      B: 'https://b.example/',
      C: 'https://c.example/',
      D: 'https://d.example/p',
    });
    expect(links[0]).toEqual({ name: expect.any(String), logo, url: expect.any(String) });
  });

  it('shuffles with the injected random source, deterministically', () => {
    const a = onlinePharmaciesFor(catalogue, knownPzns[0]!, seeded(1)).map((l) => l.name);
    const b = onlinePharmaciesFor(catalogue, knownPzns[0]!, seeded(1)).map((l) => l.name);
    const c = onlinePharmaciesFor(catalogue, knownPzns[0]!, seeded(2)).map((l) => l.name);
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual([...c].sort());
    expect(a).not.toEqual(c);
    // random() always 0.999…: Fisher–Yates swaps each element with itself, the order stays.
    expect(
      onlinePharmaciesFor({ onlinePharmacies: fixture }, '18734027', () => 0.9999).map((l) => l.name),
    ).toEqual(['A', 'B', 'C', 'D']);
    // random() always 0: a rotation.
    expect(
      onlinePharmaciesFor({ onlinePharmacies: fixture }, '18734027', () => 0).map((l) => l.name),
    ).toEqual(['B', 'C', 'D', 'A']);
  });

  it('never shows a pharmacy without any valid URL', () => {
    for (const pzn of knownPzns) {
      const names = onlinePharmaciesFor(catalogue, pzn, Math.random).map((l) => l.name);
      expect(names).not.toContain('Apotheke Zum Mond');
      expect(onlinePharmaciesFor(catalogue, pzn).every((l) => isHttpUrl(l.url))).toBe(true);
    }
    expect(listedOnlinePharmacies(catalogue).map((l) => l.name)).not.toContain('Apotheke Zum Mond');
    expect(listedOnlinePharmacies(catalogue)).toHaveLength(onlinePharmacies.length - 1);
  });

  it('rejects an invalid PZN and returns nothing for an unknown valid one', () => {
    expect(() => onlinePharmaciesFor(catalogue, '18734028')).toThrow(RangeError);
    expect(() => onlinePharmaciesFor(catalogue, 'abc')).toThrow(RangeError);
    expect(onlinePharmaciesFor(catalogue, '00000000')).toEqual([]);
  });

  it('shuffle keeps every element and tolerates odd random values', () => {
    expect(shuffle([1, 2, 3, 4], () => 0.5).sort()).toEqual([1, 2, 3, 4]);
    expect(shuffle([1, 2, 3], () => NaN).sort()).toEqual([1, 2, 3]);
    expect(shuffle([1, 2, 3], () => 1).sort()).toEqual([1, 2, 3]);
    expect(shuffle([], Math.random)).toEqual([]);
  });
});
