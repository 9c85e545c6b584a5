import { describe, expect, it } from 'vitest';
import { freshNonce, preloadLinkHeader } from '../lib/page-server.ts';

describe('preloadLinkHeader', () => {
  it("turns the head's preloads (font, largest image with its srcset) into one Link header", () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
      '<link rel="preload" href="/assets/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
      '<link rel="preload" as="image" imageSrcSet="/img/a/xs 320w, /img/a/s 768w" imageSizes="100vw" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/x.js"/></head><body>' +
      '<link rel="preload" href="/late.png" as="image"/></body></html>';
    expect(preloadLinkHeader(html)).toBe(
      '</assets/inter.woff2>; rel=preload; as="font"; type="font/woff2"; crossorigin, ' +
        '</img/a/xs>; rel=preload; as="image"; imagesrcset="/img/a/xs 320w, /img/a/s 768w"; imagesizes="100vw"; fetchpriority="high"',
    );
  });

  it('is absent when the head preloads nothing', () => {
    expect(preloadLinkHeader('<html><head><title>x</title></head><body></body></html>')).toBeUndefined();
  });
});

describe('freshNonce', () => {
  it('gives every response its own nonce of 144 random bits, also past a refill of its pool', () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});
