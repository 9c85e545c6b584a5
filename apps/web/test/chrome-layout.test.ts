import { describe, expect, it } from 'vitest';
import { legalTextsSourceFor } from '../app/chrome-layout.tsx';

const products = () => [{ assetId: 'prod-care', name: 'LUMEDRA CARE' }];

describe('legalTextsSourceFor', () => {
  it('gives SiteLayout the same source for a locale and content version across navigations', () => {
    // Each client navigation's route data brings its own array of the same products.
    const first = legalTextsSourceFor('de-DE', 'v1', products());
    expect(legalTextsSourceFor('de-DE', 'v1', products())).toBe(first);
    expect(first.products).toEqual(products());
  });

  it('gives another locale or content version its own source', () => {
    const german = legalTextsSourceFor('de-DE', 'v2', products());
    expect(legalTextsSourceFor('en', 'v2', products())).not.toBe(german);
    expect(legalTextsSourceFor('de-DE', 'v3', products())).not.toBe(german);
  });
});
