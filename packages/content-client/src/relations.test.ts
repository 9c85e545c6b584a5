import { describe, expect, it } from 'vitest';
import { alternatesOf, buildSearchDocuments, similarPages } from './relations';
import { parseContent } from './parse';
import { defaultLocales } from './locales';
import { recordingLogger, validBody } from './__fixtures__/content';

function content(body = validBody()) {
  return parseContent(body, { locales: defaultLocales, logger: recordingLogger() });
}

describe('alternatesOf', () => {
  it('lists the page, its alternates and x-default (the German version)', () => {
    const { index } = content();
    const care = index.get('/en/products/care')!.page;
    expect(alternatesOf(care)).toEqual([
      { hreflang: 'de', locale: 'de-DE', path: '/produkte/care' },
      { hreflang: 'en', locale: 'en', path: '/en/products/care' },
      { hreflang: 'x-default', locale: 'de-DE', path: '/produkte/care' },
    ]);
    const home = index.get('/')!.page;
    expect(alternatesOf(home)).toEqual([
      { hreflang: 'de', locale: 'de-DE', path: '/' },
      { hreflang: 'en', locale: 'en', path: '/en' },
      { hreflang: 'x-default', locale: 'de-DE', path: '/' },
    ]);
  });

  it('is empty without alternates, ignores unknown locales and normalises paths', () => {
    const { index } = content();
    const notFound = index.get('/404')!.page;
    expect(alternatesOf(notFound)).toEqual([]);
    const care = { ...index.get('/produkte/care')!.page };
    care.alternates = [
      { locale: 'fr', path: '/fr/care' },
      { locale: 'en', path: '/en/products/care/' },
      { locale: 'en', path: '/en/other' },
    ];
    expect(alternatesOf(care).map((l) => `${l.hreflang} ${l.path}`)).toEqual([
      'de /produkte/care',
      'en /en/products/care',
      'x-default /produkte/care',
    ]);
  });

  it('uses the page itself as x-default when no default-locale version exists', () => {
    const { index } = content();
    const care = { ...index.get('/en/products/care')!.page, alternates: [{ locale: 'xx', path: '/xx' }] };
    expect(alternatesOf(care)).toEqual([]);
  });
});

describe('similarPages', () => {
  it('resolves similarTo ids and mutual references, without the page itself', () => {
    const { index, sites } = content();
    const careDe = index.get('/produkte/care')!.page;
    const careEn = index.get('/en/products/care')!.page;
    expect(similarPages(careDe, sites).map((r) => r.path)).toEqual(['/en/products/care']);
    // careEn lists nothing, but careDe lists it: similarity is mutual
    expect(similarPages(careEn, sites).map((r) => r.path)).toEqual(['/produkte/care']);
    const home = index.get('/')!.page;
    expect(
      similarPages({ ...home, similarTo: ['p-home-de', 'missing', 'p-care-en', 'p-care-en'] }, sites),
    ).toHaveLength(1);
  });
});

describe('buildSearchDocuments', () => {
  it('has a document per page and per block with text, HTML removed and entities decoded', () => {
    const docs = buildSearchDocuments(content().sites);
    expect(docs).toEqual([
      { path: '/', title: 'LUMEDRA – Augengesundheit', text: 'Startseite' },
      {
        path: '/',
        title: 'Klare Sicht, gute Tage',
        text: 'Augentropfen für jeden Tag & jede Nacht.',
      },
      { path: '/#ueber-uns', title: 'LUMEDRA – Augengesundheit', text: 'Seit 1990.' },
      { path: '/produkte/care', title: 'LUMEDRA CARE', text: '' },
      { path: '/produkte/care', title: 'CARE', text: '' },
      { path: '/en', title: 'LUMEDRA – Eye health', text: '' },
      { path: '/en', title: 'Clear sight', text: '' },
      { path: '/en/products/care', title: 'LUMEDRA CARE', text: '' },
    ]);
  });

  it('filters by locale and leaves out /404', () => {
    const docs = buildSearchDocuments(content().sites, { locale: 'en' });
    expect(new Set(docs.map((d) => d.path))).toEqual(new Set(['/en', '/en/products/care']));
    expect(buildSearchDocuments(content().sites, { exclude: [] }).some((d) => d.path === '/404')).toBe(true);
  });

  it('strips scripts, comments and nested markup', () => {
    const body = validBody();
    body.sites[0]!.pages[1]!.content = [
      {
        id: 'b',
        uiComponent: 'CmCopyCenter',
        headline: 'A&nbsp;B',
        copy: '<p>Eins<br>zwei</p><!-- x --><script>alert(1)</script><ul><li>&#8222;drei&#x201C;</li></ul>',
      },
    ];
    const doc = buildSearchDocuments(content(body).sites).find((d) => d.title === 'A B');
    expect(doc?.text).toBe('Eins zwei „drei“');
  });
});
