import { describe, expect, it } from 'vitest';
import { localeOfPath, notFoundPathOf } from '../app/locale.ts';

describe('localeOfPath', () => {
  it('derives English from the /en prefix only', () => {
    expect(localeOfPath('/en').code).toBe('en');
    expect(localeOfPath('/en/products/care').code).toBe('en');
  });
  it('treats every other path as German', () => {
    for (const p of ['/', '/produkte/care', '/english', '/enx', '/EN', '/de/en']) {
      expect(localeOfPath(p).code).toBe('de-DE');
    }
  });
  it('knows the not-found page of each locale', () => {
    expect(notFoundPathOf(localeOfPath('/x'))).toBe('/404');
    expect(notFoundPathOf(localeOfPath('/en/x'))).toBe('/en/404');
  });
});
