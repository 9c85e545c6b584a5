import { describe, expect, it } from 'vitest';
import type { Block, Brand, Page, SiteProduct } from '@healthsite/content-client';
import { defaultBlockRegistry } from '../defaultBlockRegistry';
import { prepareBlocks } from '../prepareBlocks';
import { toPageBlocks } from '../PageRenderer/pageBlocks';
import { breadcrumbTrail, faqItemsOf, heroImageOf, mainHeadlineOf, pageProductOf } from './pageFacts';
import { jsonLdText, structuredData, type StructuredDataOptions } from './structuredData';
import { openGraphLocale, socialMetaTags } from './socialMeta';

const SITE = 'https://www.lumedra.example';
const quiet = { warn: () => {} };

const brand: Brand = {
  name: 'LUMEDRA',
  registeredName: 'LUMEDRA®',
  legalName: 'LUMEDRA Pharma GmbH',
  logo: { src: 'https://cms.example/images/logo', alt: 'LUMEDRA', type: 'png', ratio: '1-1' },
  socialProfiles: ['https://www.instagram.com/lumedra.example/'],
};

const products: SiteProduct[] = [
  { assetId: 'prod-care', name: 'LUMEDRA CARE', pflichttext: [] },
  { assetId: 'prod-night', name: 'LUMEDRA NIGHT', pflichttext: [] },
  { assetId: 'prod-evotears', name: 'EVOTEARS', pflichttext: [] },
];

const stage = (extra: Partial<Block> = {}): Block => ({
  id: 'b-stage',
  uiComponent: 'SmStage',
  topline: 'LUMEDRA CARE',
  headline: 'Befeuchtung für <em>trockene</em> Augen',
  image: { src: 'https://cms.example/images/stage-care', alt: 'Packung', type: 'jpg', ratio: '16-9' },
  ...extra,
});

const accordion: Block = {
  id: 'b-faq',
  uiComponent: 'CmAccordion',
  headline: 'Fragen',
  items: [
    { question: 'Mit Kontaktlinsen?', answer: '<p>Ja, <strong>ohne</strong> Konservierungsmittel.</p>' },
    { question: 'Ohne Antwort?', answer: '' },
    { question: 'Wie lange haltbar?', answer: '<p>6 Monate nach dem Öffnen.</p>' },
  ],
};

function blocksOf(content: Block[]) {
  return toPageBlocks(prepareBlocks({ id: 'p', content }, defaultBlockRegistry, quiet));
}

type TestPage = Pick<Page, 'template' | 'seo' | 'datePublished' | 'dateModified'>;

function options(page: TestPage, content: Block[], extra: Partial<StructuredDataOptions> = {}) {
  return {
    siteUrl: SITE,
    path: '/produkte/care',
    page,
    blocks: blocksOf(content),
    language: 'de-DE',
    brand,
    homePath: '/',
    searchPath: '/suche',
    ...extra,
  } satisfies StructuredDataOptions;
}

function nodes(graph: ReturnType<typeof structuredData>) {
  return (graph?.['@graph'] ?? []) as unknown as Record<string, unknown>[];
}

function byType(graph: ReturnType<typeof structuredData>, type: string) {
  return nodes(graph).find((node) => node['@type'] === type);
}

describe('structuredData', () => {
  it('describes the home page as Organization and WebSite with a SearchAction to the search page', () => {
    const graph = structuredData(
      options({ template: 'home', seo: { title: 'LUMEDRA' } }, [stage()], { path: '/' }),
    );
    expect(graph?.['@context']).toBe('https://schema.org');
    expect(nodes(graph).map((n) => n['@type'])).toEqual(['Organization', 'WebSite']);
    expect(byType(graph, 'Organization')).toEqual({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'LUMEDRA',
      legalName: 'LUMEDRA Pharma GmbH',
      url: `${SITE}/`,
      logo: 'https://cms.example/images/logo/l-1-1-png',
      sameAs: ['https://www.instagram.com/lumedra.example/'],
    });
    expect(byType(graph, 'WebSite')).toMatchObject({
      url: `${SITE}/`,
      inLanguage: 'de-DE',
      publisher: { '@id': `${SITE}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/suche?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('names the English home page and its search page by their own paths', () => {
    const graph = structuredData(
      options({ template: 'home', seo: { title: 'LUMEDRA' } }, [], {
        path: '/en',
        homePath: '/en',
        searchPath: '/en/search',
        language: 'en',
      }),
    );
    expect(byType(graph, 'WebSite')).toMatchObject({
      url: `${SITE}/en`,
      potentialAction: { target: { urlTemplate: `${SITE}/en/search?q={search_term_string}` } },
    });
  });

  it('lists the breadcrumbs of a page with absolute URLs, and none for a trail of one', () => {
    const breadcrumbs = [
      { name: 'Startseite', path: '/' },
      { name: 'Produkte', path: '/produkte' },
      { name: 'LUMEDRA CARE', path: '/produkte/care' },
    ];
    const graph = structuredData(options({ template: 'service', seo: { title: 'x' } }, [], { breadcrumbs }));
    expect(byType(graph, 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Produkte', item: `${SITE}/produkte` },
        { '@type': 'ListItem', position: 3, name: 'LUMEDRA CARE', item: `${SITE}/produkte/care` },
      ],
    });
    expect(
      structuredData(
        options({ template: 'service', seo: { title: 'x' } }, [], { breadcrumbs: breadcrumbs.slice(0, 1) }),
      ),
    ).toBeUndefined();
  });

  it('describes a product with its PZNs, images, rating and a few reviews', () => {
    const reviews = Array.from({ length: 5 }, (_, i) => ({
      title: `Titel ${i}`,
      content: `Text ${i}`,
      author: `Kundin ${i}`,
      rating: 5 - (i % 2),
      datePublished: `2026-0${i + 1}-01T10:00:00.000Z`,
    }));
    const graph = structuredData(
      options(
        {
          template: 'product',
          seo: { title: 'LUMEDRA CARE', description: 'Befeuchtet trockene Augen.' },
        },
        [stage()],
        {
          product: {
            name: 'LUMEDRA CARE',
            pzns: ['18734027', '18813212'],
            rating: { average: 4.6, count: 5 },
            reviews,
          },
        },
      ),
    );
    const product = byType(graph, 'Product');
    expect(product).toMatchObject({
      '@id': `${SITE}/produkte/care#product`,
      name: 'LUMEDRA CARE',
      description: 'Befeuchtet trockene Augen.',
      brand: { '@type': 'Brand', name: 'LUMEDRA' },
      image: [
        'https://cms.example/images/stage-care/l-16-9',
        'https://cms.example/images/stage-care/l-3-2',
        'https://cms.example/images/stage-care/l-1-1',
      ],
      identifier: [
        { '@type': 'PropertyValue', propertyID: 'PZN', value: '18734027' },
        { '@type': 'PropertyValue', propertyID: 'PZN', value: '18813212' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 5, bestRating: 5 },
    });
    expect(product?.review).toHaveLength(3);
    expect((product?.review as Record<string, unknown>[])[0]).toEqual({
      '@type': 'Review',
      name: 'Titel 0',
      reviewBody: 'Text 0',
      datePublished: '2026-01-01T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Kundin 0' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives a product without published reviews no rating and no reviews', () => {
    const graph = structuredData(
      options({ template: 'product', seo: { title: 'x' } }, [stage()], {
        product: { name: 'LUMEDRA CARE', pzns: ['18734027'], rating: undefined, reviews: [] },
      }),
    );
    const product = byType(graph, 'Product');
    expect(product).toBeDefined();
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
  });

  it('turns the accordions into a FAQPage with plain-text answers, leaving out unanswered questions', () => {
    const graph = structuredData(options({ template: 'service', seo: { title: 'FAQ' } }, [accordion]));
    expect(byType(graph, 'FAQPage')).toEqual({
      '@type': 'FAQPage',
      '@id': `${SITE}/produkte/care#faq`,
      url: `${SITE}/produkte/care`,
      inLanguage: 'de-DE',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Mit Kontaktlinsen?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ja, ohne Konservierungsmittel.' },
        },
        {
          '@type': 'Question',
          name: 'Wie lange haltbar?',
          acceptedAnswer: { '@type': 'Answer', text: '6 Monate nach dem Öffnen.' },
        },
      ],
    });
  });

  it('describes a guide page as an Article with its headline, dates, images, author and publisher', () => {
    const graph = structuredData(
      options(
        {
          template: 'article',
          seo: { title: 'Heuschnupfen – LUMEDRA Ratgeber', description: 'Pollen reizen die Bindehaut.' },
          datePublished: '2026-04-02',
        },
        [stage({ headline: 'Heuschnupfen: Wenn die Augen jucken' })],
        { path: '/ratgeber/heuschnupfen' },
      ),
    );
    expect(byType(graph, 'Article')).toMatchObject({
      headline: 'Heuschnupfen: Wenn die Augen jucken',
      description: 'Pollen reizen die Bindehaut.',
      datePublished: '2026-04-02',
      dateModified: '2026-04-02',
      mainEntityOfPage: `${SITE}/ratgeber/heuschnupfen`,
      author: { '@type': 'Organization', name: 'LUMEDRA Pharma GmbH', url: `${SITE}/` },
      publisher: { '@type': 'Organization', name: 'LUMEDRA' },
    });
  });

  it('says nothing about a page with nothing to say', () => {
    expect(structuredData(options({ template: 'legal', seo: { title: 'Impressum' } }, []))).toBeUndefined();
  });
});

describe('jsonLdText', () => {
  it('cannot end its script element, whatever the content says, and parses back to the same value', () => {
    const graph = structuredData(
      options(
        {
          template: 'article',
          seo: { title: 'x', description: 'Was tun bei </script><script>alert(1)</script> & <!-- -->?' },
        },
        [accordion],
      ),
    )!;
    const text = jsonLdText(graph);
    expect(text).not.toMatch(/<|>/);
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(graph)));
    expect(text).toContain('\\u003c/script\\u003e');
  });
});

describe('page facts', () => {
  it('finds the hero image and the main headline as plain text', () => {
    const blocks = blocksOf([{ id: 'c', uiComponent: 'CmCopyCenter', headline: 'Intro' }, stage()]);
    expect(heroImageOf(blocks)?.src).toBe('https://cms.example/images/stage-care');
    expect(mainHeadlineOf(blocks)).toBe('Befeuchtung für trockene Augen');
    expect(faqItemsOf(blocks)).toEqual([]);
  });

  it('finds the one product a product page is about, from what its blocks name', () => {
    const product = (content: Block[], template = 'product') =>
      pageProductOf({ template }, blocksOf(content), products, 'LUMEDRA')?.assetId;
    // The stage's legal-text link.
    expect(product([stage({ links: [{ text: 'Pflichttexte', href: '/produkte/care?pt=prod-care' }] })])).toBe(
      'prod-care',
    );
    // A finder link's product, with or without the brand.
    expect(product([{ id: 'a', uiComponent: 'TmApo', preselectProductName: 'NIGHT' }])).toBe('prod-night');
    expect(product([{ id: 'a', uiComponent: 'TmApo', preselectProductName: 'EVOTEARS' }])).toBe(
      'prod-evotears',
    );
    // An overview naming two products is about none; nor is a page of another template.
    expect(
      product([
        stage({ links: [{ text: 'x', href: '?pt=prod-care' }] }),
        { id: 'a', uiComponent: 'TmApo', preselectProductName: 'NIGHT' },
      ]),
    ).toBeUndefined();
    expect(
      product([{ id: 'a', uiComponent: 'TmApo', preselectProductName: 'NIGHT' }], 'article'),
    ).toBeUndefined();
  });

  it('builds the breadcrumb trail from the path, leaving out steps that are no page', () => {
    const names: Record<string, string> = {
      '/': 'Startseite',
      '/produkte': 'Produkte',
      '/en': 'Home',
      '/en/advice/hay-fever': 'Hay fever',
    };
    const nameOf = (path: string) => names[path];
    expect(breadcrumbTrail('/produkte/care', { homePath: '/', pageName: 'CARE', nameOf })).toEqual([
      { name: 'Startseite', path: '/' },
      { name: 'Produkte', path: '/produkte' },
      { name: 'CARE', path: '/produkte/care' },
    ]);
    expect(breadcrumbTrail('/en/advice/hay-fever', { homePath: '/en', pageName: 'x', nameOf })).toEqual([
      { name: 'Home', path: '/en' },
      { name: 'Hay fever', path: '/en/advice/hay-fever' },
    ]);
    expect(breadcrumbTrail('/', { homePath: '/', pageName: 'x', nameOf })).toEqual([
      { name: 'Startseite', path: '/' },
    ]);
  });
});

describe('social cards', () => {
  it('writes Open Graph and Twitter tags with the locale, its alternates and a large image', () => {
    expect(
      socialMetaTags({
        title: 'LUMEDRA CARE',
        description: 'Befeuchtet.',
        url: `${SITE}/produkte/care`,
        siteName: 'LUMEDRA',
        locale: 'de-DE',
        alternateLocales: ['de-DE', 'en'],
        image: { url: `${SITE}/og.jpg`, width: 1200, height: 630, alt: 'Packung' },
      }),
    ).toEqual([
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'LUMEDRA' },
      { property: 'og:title', content: 'LUMEDRA CARE' },
      { property: 'og:description', content: 'Befeuchtet.' },
      { property: 'og:url', content: `${SITE}/produkte/care` },
      { property: 'og:locale', content: 'de_DE' },
      { property: 'og:locale:alternate', content: 'en_US' },
      { property: 'og:image', content: `${SITE}/og.jpg` },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: 'Packung' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'LUMEDRA CARE' },
      { name: 'twitter:description', content: 'Befeuchtet.' },
      { name: 'twitter:image', content: `${SITE}/og.jpg` },
      { name: 'twitter:image:alt', content: 'Packung' },
    ]);
  });

  it('falls back to a small summary card without an image', () => {
    const tags = socialMetaTags({ title: 't', url: SITE, siteName: 'L', locale: 'en', type: 'article' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.some((t) => 'property' in t && t.property.startsWith('og:image'))).toBe(false);
  });

  it('names locales as Open Graph does', () => {
    expect(['de-DE', 'en', 'de-AT', 'fr'].map(openGraphLocale)).toEqual(['de_DE', 'en_US', 'de_AT', 'fr_FR']);
  });
});
