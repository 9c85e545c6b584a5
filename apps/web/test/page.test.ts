import { describe, expect, it } from 'vitest';
import { createContentClient } from '@healthsite/content-client';
import { createPageResolver, legalTextsOf } from '../app/page.server.ts';

const page = (id: string, locale: string, urlSegment: string, extra: Record<string, unknown> = {}) => ({
  id,
  urlSegment,
  locale,
  similarTo: [],
  alternates: [],
  seo: { title: `title ${id}` },
  content: [],
  ...extra,
});
const definition = {
  brand: { name: 'LUMEDRA' },
  header: { uiComponent: 'default', items: [] },
  footer: { uiComponent: 'default', credits: { text: '©' }, legal: [] },
  products: [],
};

function body(with404: boolean) {
  return {
    sites: [
      {
        id: 'de',
        locale: 'de-DE',
        definition,
        pages: [
          page('home-de', 'de-DE', '/', { alternates: [{ locale: 'en', path: '/en' }] }),
          page('care-de', 'de-DE', '/produkte/care', {
            theme: 'care',
            alternates: [{ locale: 'en', path: '/en/products/care' }],
          }),
          ...(with404 ? [page('404-de', 'de-DE', '/404')] : []),
        ],
      },
      {
        id: 'en',
        locale: 'en',
        definition,
        pages: [page('home-en', 'en', '/'), ...(with404 ? [page('404-en', 'en', '/404')] : [])],
      },
    ],
  };
}

const silent = { debug() {}, info() {}, warn() {}, error() {} };

function resolverFor(answer: () => Promise<Response>) {
  const client = createContentClient({ endpoint: 'http://cms.test/content', fetch: answer, logger: silent });
  return createPageResolver({ client, siteUrl: 'https://site.test', logger: silent });
}

const ok =
  (with404 = true) =>
  async () =>
    Response.json(body(with404));

describe('page resolution', () => {
  it('resolves a page with canonical and hreflang links', async () => {
    const result = await resolverFor(ok())('/produkte/care');
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    expect(result.view.locale).toBe('de-DE');
    expect(result.view.head.canonical).toBe('https://site.test/produkte/care');
    expect(result.view.head.alternates).toEqual([
      { hrefLang: 'de', href: 'https://site.test/produkte/care' },
      { hrefLang: 'en', href: 'https://site.test/en/products/care' },
      { hrefLang: 'x-default', href: 'https://site.test/produkte/care' },
    ]);
  });

  it('answers an unknown path with the /404 page of its locale, status 404, noindex', async () => {
    const resolve = resolverFor(ok());
    const de = await resolve('/gibt-es-nicht');
    const en = await resolve('/en/nope');
    expect(de.kind === 'page' && [de.status, de.view.page.id, de.view.head.noindex]).toEqual([
      404,
      '404-de',
      true,
    ]);
    expect(en.kind === 'page' && [en.status, en.view.page.id, en.view.locale]).toEqual([404, '404-en', 'en']);
  });

  it('answers /404 itself with status 404', async () => {
    const result = await resolverFor(ok())('/404');
    expect(result.kind === 'page' && result.status).toBe(404);
  });

  it('falls back to "This page could not be found" without a /404 page', async () => {
    expect(await resolverFor(ok(false))('/nope')).toEqual({
      kind: 'not-found',
      message: 'This page could not be found',
    });
  });

  it('gives the chrome the legal texts sanitised, once per content version, and not the raw texts', async () => {
    const products = [
      {
        assetId: 'prod-care',
        name: 'LUMEDRA CARE',
        pflichttext: [
          {
            title: 'CARE 10 ml',
            endverbrauchertext: '<p onclick="steal()">Text<script>steal()</script></p>',
          },
          { title: 'leer', endverbrauchertext: '<p>&nbsp;</p>' },
        ],
      },
    ];
    const sites = body(true).sites.map((site) => ({ ...site, definition: { ...definition, products } }));
    const resolve = resolverFor(async () => Response.json({ sites }));
    const first = await resolve('/produkte/care');
    const again = await resolve('/');
    if (first.kind !== 'page' || again.kind !== 'page') throw new Error('expected pages');
    // The page carries the products that have texts; the texts load with the modal (legalTextsOf).
    expect(first.view.chrome.legalProducts).toEqual([{ assetId: 'prod-care', name: 'LUMEDRA CARE' }]);
    const texts = legalTextsOf(first.resolved.site.definition);
    expect(texts).toEqual([
      {
        assetId: 'prod-care',
        productName: 'LUMEDRA CARE',
        title: 'CARE 10 ml',
        html: { sanitizedHtml: '<p>Text</p>' },
      },
    ]);
    expect(first.view.chrome.definition).not.toHaveProperty('products');
    expect(again.view.chrome.legalProducts).toBe(first.view.chrome.legalProducts);
    expect(legalTextsOf(again.resolved.site.definition)).toBe(texts);
  });

  it('reports the content as unavailable when the CMS fails with an empty cache', async () => {
    const down = await resolverFor(async () => new Response('boom', { status: 500 }))('/');
    expect(down.kind).toBe('unavailable');
    const unreachable = await resolverFor(async () => {
      throw new TypeError('fetch failed');
    })('/');
    expect(unreachable.kind).toBe('unavailable');
  });
});
