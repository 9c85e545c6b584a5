import { describe, expect, it } from 'vitest';
import { alternatesOf, type Page } from '@healthsite/content-client';
import { languageTargets } from './languageTargets';
import { selectableLocales } from './selectableLocales';

const page = (over: Partial<Page>): Page => ({
  id: 'p',
  urlSegment: '/produkte/care',
  locale: 'de-DE',
  template: 'product',
  theme: 'care',
  similarTo: [],
  alternates: [],
  seo: { title: 't' },
  content: [],
  ...over,
});

describe('languageTargets', () => {
  it('links the other locale to the page alternate', () => {
    const care = page({ alternates: [{ locale: 'en', path: '/en/products/care' }] });
    const targets = languageTargets('de-DE', '/produkte/care', alternatesOf(care));
    expect(targets.map((t) => [t.code, t.href, t.current, t.translated])).toEqual([
      ['de-DE', '/produkte/care', true, true],
      ['en', '/en/products/care', false, true],
    ]);
  });
  it('falls back to the locale home page without an alternate', () => {
    const targets = languageTargets(
      'en',
      '/en/imprint',
      alternatesOf(page({ locale: 'en', urlSegment: '/imprint' })),
    );
    expect(targets.find((t) => t.code === 'de-DE')).toMatchObject({ href: '/', translated: false });
  });
});

describe('selectableLocales', () => {
  it('gives each configured locale its home page, whatever the prefix looks like', () => {
    expect(
      selectableLocales([
        { code: 'de', iso: 'de', name: 'Deutsch', prefix: '', default: true },
        { code: 'fr', iso: 'fr', name: 'Français', prefix: 'fr/' },
      ]),
    ).toEqual([
      { code: 'de', name: 'Deutsch', home: '/', hreflang: 'de' },
      { code: 'fr', name: 'Français', home: '/fr', hreflang: 'fr' },
    ]);
  });
});
