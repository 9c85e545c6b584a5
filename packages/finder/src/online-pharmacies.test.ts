import { describe, expect, it } from 'vitest';
import {
  isHttpUrl,
  listedOnlinePharmacies,
  onlinePharmacies,
  onlinePharmaciesFor,
  shuffle,
  type OnlinePharmacy,
} from './online-pharmacies';
import { catalogue, knownPzns } from './catalogue';

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

describe('online pharmacies data', () => {
  it('has about 20 pharmacies on reserved example domains, product URLs with tracking parameters', () => {
    expect(onlinePharmacies.length).toBeGreaterThanOrEqual(18);
    expect(onlinePharmacies.length).toBeLessThanOrEqual(22);
    for (const p of onlinePharmacies) {
      for (const url of [p.url, ...p.products.map((pr) => pr.url)]) {
        if (!isHttpUrl(url)) continue;
        const host = new URL(url).hostname;
        expect(host, url).toMatch(/(\.example|\.test|\.?example\.(com|net|org))$/);
      }
      expect(p.logo.src).toMatch(/^data:image\/svg\+xml,/);
    }
    const productUrls = onlinePharmacies.flatMap((p) => p.products.map((pr) => pr.url)).filter(isHttpUrl);
    expect(productUrls.every((u) => /[?&](utm_|aff|affiliate|ref|partner|wt_mc|awc)/.test(u))).toBe(true);
  });

  it('includes malformed and missing product URLs and one pharmacy with no valid URL', () => {
    const urls = onlinePharmacies.flatMap((p) => p.products.map((pr) => pr.url));
    expect(urls.some((u) => u === undefined)).toBe(true);
    expect(urls.some((u) => u !== undefined && !isHttpUrl(u))).toBe(true);
    const hopeless = onlinePharmacies.filter(
      (p) => !isHttpUrl(p.url) && p.products.every((pr) => !isHttpUrl(pr.url)),
    );
    expect(hopeless.map((p) => p.name)).toEqual(['Apotheke Zum Mond']);
  });

  it('every catalogue PZN is carried by at least three shown pharmacies', () => {
    for (const v of catalogue.flatMap((p) => p.variants)) {
      expect(onlinePharmaciesFor(v.pzn, () => 0).length, v.pzn).toBeGreaterThanOrEqual(3);
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
    const links = onlinePharmaciesFor('18734027', () => 0.999, fixture);
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
    const a = onlinePharmaciesFor(knownPzns[0]!, seeded(1)).map((l) => l.name);
    const b = onlinePharmaciesFor(knownPzns[0]!, seeded(1)).map((l) => l.name);
    const c = onlinePharmaciesFor(knownPzns[0]!, seeded(2)).map((l) => l.name);
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual([...c].sort());
    expect(a).not.toEqual(c);
    // random() always 0.999…: Fisher–Yates swaps each element with itself, the order stays.
    expect(onlinePharmaciesFor('18734027', () => 0.9999, fixture).map((l) => l.name)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    // random() always 0: a rotation.
    expect(onlinePharmaciesFor('18734027', () => 0, fixture).map((l) => l.name)).toEqual([
      'B',
      'C',
      'D',
      'A',
    ]);
  });

  it('never shows a pharmacy without any valid URL', () => {
    for (const pzn of knownPzns) {
      const names = onlinePharmaciesFor(pzn, Math.random).map((l) => l.name);
      expect(names).not.toContain('Apotheke Zum Mond');
      expect(onlinePharmaciesFor(pzn).every((l) => isHttpUrl(l.url))).toBe(true);
    }
    expect(listedOnlinePharmacies().map((l) => l.name)).not.toContain('Apotheke Zum Mond');
    expect(listedOnlinePharmacies()).toHaveLength(onlinePharmacies.length - 1);
  });

  it('rejects an invalid PZN and returns nothing for an unknown valid one', () => {
    expect(() => onlinePharmaciesFor('18734028')).toThrow(RangeError);
    expect(() => onlinePharmaciesFor('abc')).toThrow(RangeError);
    expect(onlinePharmaciesFor('00000000')).toEqual([]);
  });

  it('shuffle keeps every element and tolerates odd random values', () => {
    expect(shuffle([1, 2, 3, 4], () => 0.5).sort()).toEqual([1, 2, 3, 4]);
    expect(shuffle([1, 2, 3], () => NaN).sort()).toEqual([1, 2, 3]);
    expect(shuffle([1, 2, 3], () => 1).sort()).toEqual([1, 2, 3]);
    expect(shuffle([], Math.random)).toEqual([]);
  });
});
