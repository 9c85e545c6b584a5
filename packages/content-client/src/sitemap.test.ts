import { describe, expect, it } from 'vitest';
import { parseContent } from './parse';
import { defaultLocales } from './locales';
import {
  absoluteUrl,
  renderSitemap,
  robotsTxt,
  sitemapEntries,
  sitemapFiles,
  type SitemapEntry,
} from './sitemap';
import { recordingLogger, validBody } from './__fixtures__/content';

const SITE = 'https://www.lumedra.example';

function sites(body = validBody()) {
  return parseContent(body, { locales: defaultLocales, logger: recordingLogger() }).sites;
}

describe('sitemapEntries', () => {
  it('lists every page of every locale but the 404 pages, absolute, with alternates and x-default', () => {
    const entries = sitemapEntries(sites(), { siteUrl: `${SITE}/` });
    expect(entries.map((e) => e.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/produkte/care`,
      `${SITE}/en`,
      `${SITE}/en/products/care`,
    ]);
    expect(entries[1]!.alternates).toEqual([
      { hreflang: 'de', href: `${SITE}/produkte/care` },
      { hreflang: 'en', href: `${SITE}/en/products/care` },
      { hreflang: 'x-default', href: `${SITE}/produkte/care` },
    ]);
  });

  it('gives lastmod from dateModified, else datePublished, and none without a date', () => {
    const body = validBody();
    const [home, care] = body.sites[0]!.pages;
    home!.datePublished = '2026-01-12';
    care!.datePublished = '2025-10-08';
    care!.dateModified = '2026-03-04T09:30:00+01:00';
    const entries = sitemapEntries(sites(body), { siteUrl: SITE });
    expect(entries.map((e) => e.lastmod)).toEqual([
      '2026-01-12',
      '2026-03-04T09:30:00+01:00',
      undefined,
      undefined,
    ]);
  });

  it('percent-encodes paths outside ASCII and leaves a page without alternates without links', () => {
    const body = validBody();
    body.sites[0]!.pages.push({
      id: 'p-ueber',
      urlSegment: '/über-uns',
      locale: 'de-DE',
      seo: { title: 'Über uns' },
      content: [],
    });
    const entry = sitemapEntries(sites(body), { siteUrl: SITE }).find((e) => e.loc.endsWith('uns'));
    expect(entry).toEqual({ loc: `${SITE}/%C3%BCber-uns`, alternates: [] });
  });
});

describe('renderSitemap', () => {
  it('writes a urlset with the xhtml namespace, escaping what XML needs', () => {
    const xml = renderSitemap([
      {
        loc: `${SITE}/a?x=1&y=2`,
        lastmod: '2026-03-04',
        alternates: [{ hreflang: 'x-default', href: `${SITE}/a?x=1&y=2` }],
      },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url><loc>${SITE}/a?x=1&amp;y=2</loc><lastmod>2026-03-04</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/a?x=1&amp;y=2"/></url>\n` +
        '</urlset>\n',
    );
  });
});

describe('sitemapFiles', () => {
  const entries: SitemapEntry[] = Array.from({ length: 5 }, (_, i) => ({
    loc: `${SITE}/p${i}`,
    ...(i === 3 ? { lastmod: '2026-02-01' } : {}),
    alternates: [],
  }));
  const partUrl = (n: number) => `${SITE}/sitemaps/${n}.xml`;

  it('is one urlset while the entries fit the limits', () => {
    const files = sitemapFiles(entries, { partUrl });
    expect(files.parts).toEqual([]);
    expect(files.main).toBe(renderSitemap(entries));
  });

  it('becomes an index of parts once the URL limit is exceeded', () => {
    const files = sitemapFiles(entries, { partUrl, limits: { urls: 2, bytes: 1_000_000 } });
    expect(files.parts).toHaveLength(3);
    expect(files.parts[0]).toBe(renderSitemap(entries.slice(0, 2)));
    expect(files.parts[2]).toBe(renderSitemap(entries.slice(4)));
    expect(files.main).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...files.main.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      partUrl(1),
      partUrl(2),
      partUrl(3),
    ]);
    // The part with a dated entry names that date.
    expect(files.main).toContain(`<loc>${partUrl(2)}</loc><lastmod>2026-02-01</lastmod>`);
  });

  it('splits by size too, and every part stays within the byte limit', () => {
    const alone = entries.map((e) => new TextEncoder().encode(renderSitemap([e])).length);
    const limit = Math.max(...alone) + 10; // room for any one entry, never for two
    const files = sitemapFiles(entries, { partUrl, limits: { urls: 50_000, bytes: limit } });
    expect(files.parts).toHaveLength(5);
    for (const part of files.parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(limit);
  });

  it('is an empty urlset without entries', () => {
    expect(sitemapFiles([], { partUrl }).main).toBe(renderSitemap([]));
  });
});

describe('robotsTxt', () => {
  it('opens the site but /api/ and points to the sitemap', () => {
    expect(robotsTxt({ siteUrl: SITE, indexable: true })).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('closes everything for a deployment that must not be indexed, without a sitemap', () => {
    expect(robotsTxt({ siteUrl: SITE, indexable: false })).toBe('User-agent: *\nDisallow: /\n');
  });

  it('takes further paths to keep out', () => {
    expect(robotsTxt({ siteUrl: SITE, indexable: true, disallow: ['/api/', '/suche'] })).toContain(
      'Disallow: /api/\nDisallow: /suche\n',
    );
  });
});

describe('absoluteUrl', () => {
  it('joins origin and path without a double slash', () => {
    expect(absoluteUrl(`${SITE}/`, '/en')).toBe(`${SITE}/en`);
  });
});
