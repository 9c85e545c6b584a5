import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from '../lib/trailing-slash.ts';

describe('withoutTrailingSlash', () => {
  it('leaves canonical paths alone', () => {
    for (const p of ['/', '/x', '/en', '/produkte/care', '/_.data'])
      expect(withoutTrailingSlash(p)).toBeUndefined();
  });
  it('strips trailing slashes', () => {
    expect(withoutTrailingSlash('/x/')).toBe('/x');
    expect(withoutTrailingSlash('/en/products/care//')).toBe('/en/products/care');
  });
  it('never produces a protocol-relative URL', () => {
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('//')).toBe('/');
  });
});
