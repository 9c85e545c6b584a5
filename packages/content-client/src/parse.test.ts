import { describe, expect, it } from 'vitest';
import { parseContent } from './parse';
import { defaultLocales } from './locales';
import { ContentError } from './errors';
import { recordingLogger, validBody, type RawBody } from './__fixtures__/content';

function parse(body: unknown) {
  const logger = recordingLogger();
  const result = parseContent(body, { locales: defaultLocales, logger });
  return { ...result, logger };
}

function page(body: RawBody, siteIndex: number, pageIndex: number) {
  const p = body.sites[siteIndex]?.pages[pageIndex];
  if (!p) throw new Error('fixture changed');
  return p;
}

describe('parseContent', () => {
  it('accepts valid content without a log line and applies defaults', () => {
    const { sites, index, logger } = parse(validBody());
    expect(logger.lines).toEqual([]);
    expect(sites.map((s) => s.id)).toEqual(['site-de', 'site-en']);
    expect([...index.keys()]).toEqual(['/', '/produkte/care', '/404', '/en', '/en/products/care']);
    const notFound = index.get('/404')?.page;
    expect(notFound).toMatchObject({ template: 'product', theme: 'default', similarTo: [], alternates: [] });
  });

  it.each([
    [{}, 'no sites key'],
    [{ sites: [] }, 'empty list'],
    [null, 'null'],
    [[], 'array'],
    ['sites', 'string'],
    [{ sites: [{ id: 'x' }] }, 'no valid site'],
  ])('throws "Censhare API responded with no site data" for %j (%s)', (body, _label) => {
    expect(() => parse(body)).toThrowError(
      new ContentError('NO_SITE_DATA', 'Censhare API responded with no site data'),
    );
    try {
      parse(body);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).code).toBe('NO_SITE_DATA');
    }
  });

  it('skips a site without locale with a warning', () => {
    const body = validBody();
    delete body.sites[1]!.locale;
    const { sites, logger } = parse(body);
    expect(sites.map((s) => s.id)).toEqual(['site-de']);
    expect(logger.messages('warn')).toEqual(['Content: site skipped, it has no locale (site site-en)']);
  });

  it('skips a site with an unconfigured locale', () => {
    const body = validBody();
    body.sites[1]!.locale = 'fr';
    const { sites, logger } = parse(body);
    expect(sites).toHaveLength(1);
    expect(logger.messages('warn')[0]).toContain('locale "fr" is not configured');
  });

  it('skips an invalid page, naming site, page and field', () => {
    const body = validBody();
    page(body, 0, 1).seo = { description: 'no title' };
    const { index, logger } = parse(body);
    expect(index.has('/produkte/care')).toBe(false);
    expect(index.has('/')).toBe(true);
    expect(logger.messages('warn')).toEqual([
      'Content: page skipped (site site-de, page p-care-de, field seo.title): Invalid input: expected string, received undefined',
    ]);
  });

  it('skips a page whose urlSegment does not start with a slash', () => {
    const body = validBody();
    page(body, 0, 1).urlSegment = 'produkte/care';
    const { logger } = parse(body);
    expect(logger.messages('warn')[0]).toMatch(
      /^Content: page skipped \(site site-de, page p-care-de, field urlSegment\)/,
    );
  });

  it('skips a page whose urlSegment leaves the site with dot segments or a backslash', () => {
    for (const urlSegment of ['/produkte/../../etc', '/./care', '/..', '/produkte\\care']) {
      const body = validBody();
      page(body, 0, 1).urlSegment = urlSegment;
      const { index, logger } = parse(body);
      expect(index.has('/produkte/care')).toBe(false);
      expect(logger.messages('warn')[0], urlSegment).toMatch(
        /^Content: page skipped \(site site-de, page p-care-de, field urlSegment\)/,
      );
    }
  });

  it('replaces an unknown theme by default with a warning', () => {
    const body = validBody();
    page(body, 0, 1).theme = 'purple';
    const { index, logger } = parse(body);
    expect(index.get('/produkte/care')?.page.theme).toBe('default');
    expect(logger.messages('warn')[0]).toContain('field theme');
  });

  it('drops an invalid block, naming site, page, block id and field; keeps the page', () => {
    const body = validBody();
    page(body, 0, 0).content[1]!.headingTag = 'h7';
    const { index, logger } = parse(body);
    expect(index.get('/')?.page.content.map((b) => b.id)).toEqual(['b-home-de-stage']);
    expect(logger.messages('warn')).toEqual([
      'Content: block dropped (site site-de, page p-home-de, block b-home-de-copy, field headingTag): Invalid option: expected one of "h1"|"h2"|"h3"|"h4"|"h5"|"h6"',
    ]);
  });

  it('drops a block with bad links', () => {
    const body = validBody();
    page(body, 0, 0).content[0]!.links = [{ text: 'x' }];
    const { logger } = parse(body);
    expect(logger.messages('warn')[0]).toContain('block b-home-de-stage, field links.0.href');
  });

  it('drops a block whose uiComponent contains whitespace', () => {
    const body = validBody();
    page(body, 0, 0).content[1]!.uiComponent = 'Cm CopyCenter';
    const { index, logger } = parse(body);
    expect(index.get('/')?.page.content).toHaveLength(1);
    expect(logger.messages('warn')).toEqual([
      'Content: block dropped (site site-de, page p-home-de, block b-home-de-copy, field uiComponent): "Cm CopyCenter" contains whitespace',
    ]);
  });

  it.each(['CmCopyCenter\n', '\tSmStage', 'Sm\u00a0Stage'])('drops uiComponent %j', (uiComponent) => {
    const body = validBody();
    page(body, 0, 0).content[0]!.uiComponent = uiComponent;
    expect(parse(body).index.get('/')?.page.content).toHaveLength(1);
  });

  it('drops a block without id or uiComponent', () => {
    const body = validBody();
    delete page(body, 0, 0).content[0]!.id;
    delete page(body, 0, 0).content[1]!.uiComponent;
    const { index, logger } = parse(body);
    expect(index.get('/')?.page.content).toEqual([]);
    expect(logger.messages('warn')).toEqual([
      'Content: block dropped (site site-de, page p-home-de, block #0, field id): Invalid input: expected string, received undefined',
      'Content: block dropped (site site-de, page p-home-de, block b-home-de-copy, field uiComponent): Invalid input: expected string, received undefined',
    ]);
  });

  it('keeps block-specific fields (passthrough) and treats null common fields as absent', () => {
    const body = validBody();
    page(body, 0, 0).content[0]!.variant = 'product';
    page(body, 0, 0).content[0]!.topline = null;
    const block = parse(body).index.get('/')?.page.content[0];
    expect(block?.variant).toBe('product');
    expect(block?.image).toEqual({ src: '/images/stage-home', alt: 'Augen', type: 'jpg', ratio: '16-9' });
    expect(block && 'topline' in block).toBe(false);
  });

  it('warns on two pages with the same public path; the first wins', () => {
    const body = validBody();
    const copy = { ...page(body, 0, 1), id: 'p-care-de-2', seo: { title: 'Second' } };
    body.sites[0]!.pages.push(copy);
    const { index, sites, logger } = parse(body);
    expect(index.get('/produkte/care')?.page.id).toBe('p-care-de');
    expect(sites[0]?.pages.filter((p) => p.urlSegment === '/produkte/care')).toHaveLength(1);
    expect(logger.messages('warn')).toEqual([
      'Content: duplicate path /produkte/care (page p-care-de-2 in site site-de), the first page p-care-de wins',
    ]);
  });

  it('treats /x and /x/ as the same path', () => {
    const body = validBody();
    const copy = { ...page(body, 0, 1), id: 'p-care-de-2', urlSegment: '/produkte/care/' };
    body.sites[0]!.pages.push(copy);
    expect(parse(body).logger.messages('warn')[0]).toContain('duplicate path /produkte/care');
  });

  it('keeps a page chrome variant and skips a page with an unknown one', () => {
    const body = validBody();
    page(body, 0, 1).chrome = 'skjur';
    page(body, 1, 1).chrome = 'fancy';
    const { index, logger } = parse(body);
    expect(index.get('/produkte/care')?.page.chrome).toBe('skjur');
    expect(index.get('/')?.page).not.toHaveProperty('chrome');
    expect(index.has('/en/products/care')).toBe(false);
    expect(logger.messages('warn')[0]).toContain('page p-care-en, field chrome');
  });

  it('skips a page whose locale differs from its site', () => {
    const body = validBody();
    page(body, 0, 1).locale = 'en';
    const { logger } = parse(body);
    expect(logger.messages('warn')[0]).toContain('page p-care-de, field locale');
  });

  it('replaces an invalid header by its default and skips an invalid product', () => {
    const body = validBody();
    body.sites[0]!.definition.header = { items: 'nope' };
    body.sites[0]!.definition.products.push({ assetId: 'prod-x' });
    const { sites, logger } = parse(body);
    expect(sites[0]?.definition.header).toEqual({ uiComponent: 'default', items: [] });
    expect(sites[0]?.definition.products.map((p) => p.assetId)).toEqual(['prod-care']);
    expect(logger.messages('warn')).toEqual([
      'Content: product skipped (site site-de, product prod-x, field name): Invalid input: expected string, received undefined',
      'Content: site definition field replaced by its default (site site-de, field definition.header.items): Invalid input: expected array, received string',
    ]);
  });

  it('keeps ISO 8601 page dates and ignores any other, keeping the page', () => {
    const body = validBody();
    page(body, 0, 0).datePublished = '2026-03-04';
    page(body, 0, 0).dateModified = '2026-03-05T10:00:00Z';
    page(body, 0, 1).datePublished = '4. März 2026';
    const { index, logger } = parse(body);
    expect(index.get('/')?.page).toMatchObject({
      datePublished: '2026-03-04',
      dateModified: '2026-03-05T10:00:00Z',
    });
    expect(index.get('/produkte/care')?.page.datePublished).toBeUndefined();
    expect(logger.messages('warn')).toEqual([
      'Content: datePublished "4. März 2026" is not an ISO 8601 date and is ignored (site site-de, page p-care-de, field datePublished)',
    ]);
  });

  it('keeps the brand’s registered name, logo and profiles, dropping only an invalid field', () => {
    const body = validBody();
    body.sites[0]!.definition.brand = {
      name: 'LUMEDRA',
      registeredName: 'LUMEDRA®',
      legalName: 'LUMEDRA Pharma GmbH',
      logo: { src: '/images/logo', alt: 'LUMEDRA', type: 'png', ratio: '1-1' },
      socialProfiles: ['https://www.instagram.com/lumedra', 'javascript:alert(1)'],
    };
    const { sites, logger } = parse(body);
    expect(sites[0]?.definition.brand).toEqual({
      name: 'LUMEDRA',
      registeredName: 'LUMEDRA®',
      legalName: 'LUMEDRA Pharma GmbH',
      logo: { src: '/images/logo', alt: 'LUMEDRA', type: 'png', ratio: '1-1' },
    });
    expect(logger.messages('warn')).toEqual([
      'Content: site definition field ignored (site site-de, field definition.brand.socialProfiles.1): must be an absolute http(s) URL',
    ]);
  });
});
