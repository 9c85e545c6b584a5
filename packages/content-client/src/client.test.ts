// Logic of the client with an in-process fetch. The HTTP behaviour (ETag/304, statuses, gzip,
// single flight over the wire) is proven against the real service in apps/content-service/test.
import { describe, expect, it, vi } from 'vitest';
import { createContentClient } from './client';
import { ContentError } from './errors';
import { defaultLocales } from './locales';
import { json, recordingLogger, stubFetch, validBody } from './__fixtures__/content';

function client(fetch = stubFetch(json(validBody(), { headers: { etag: '"v1"' } }))) {
  const logger = recordingLogger();
  return {
    client: createContentClient({ endpoint: 'http://cms.test/content', fetch, logger }),
    logger,
    fetch,
  };
}

describe('createContentClient configuration', () => {
  it('throws when the default locale is not among the locales', () => {
    expect(() => createContentClient({ endpoint: 'x', defaultLocale: 'fr' })).toThrowError(ContentError);
    expect(() => createContentClient({ endpoint: 'x', defaultLocale: 'fr' })).toThrowError(
      'Default locale "fr" is not among the configured locales (de-DE, en).',
    );
    try {
      createContentClient({
        locales: [{ code: 'en', iso: 'en', name: 'English', prefix: '/en' }],
        defaultLocale: 'de-DE',
      });
    } catch (error) {
      expect((error as ContentError).code).toBe('CONFIG');
    }
  });

  it('throws when the default theme is not among the declared themes', () => {
    expect(() => createContentClient({ endpoint: 'x', themes: ['mint', 'coral'] })).toThrowError(
      'Default theme "default" is not among the declared themes (mint, coral).',
    );
    expect(() =>
      createContentClient({ endpoint: 'x', themes: ['mint', 'coral'], defaultTheme: 'mint' }),
    ).not.toThrow();
  });

  it('takes a third locale as configuration, with its own prefix', async () => {
    const locales = [
      { code: 'de', iso: 'de', name: 'Deutsch', prefix: '' },
      { code: 'fr', iso: 'fr', name: 'Français', prefix: '/fr' },
      { code: 'it', iso: 'it', name: 'Italiano', prefix: '/it' },
    ];
    const body = {
      sites: locales.map((l) => ({
        id: `site-${l.code}`,
        locale: l.code,
        pages: [{ id: `home-${l.code}`, urlSegment: '/', seo: { title: l.name } }],
      })),
    };
    const client = createContentClient({
      endpoint: 'https://cms.example/content',
      locales,
      defaultLocale: 'de',
      fetch: async () => new Response(JSON.stringify(body)),
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    });
    expect((await client.pageByUrl('/it'))?.page.seo.title).toBe('Italiano');
    expect((await client.pageByUrl('/fr/'))?.locale.code).toBe('fr');
    expect((await client.pageByUrl('/'))?.page.id).toBe('home-de');
  });

  it('accepts a default locale among the locales', () => {
    const c = createContentClient({ endpoint: 'x', defaultLocale: 'en' });
    expect(c.defaultLocale.code).toBe('en');
    expect(c.locales.filter((l) => l.default).map((l) => l.code)).toEqual(['en']);
    expect(createContentClient({}).defaultLocale.code).toBe('de-DE');
  });

  it('rejects duplicate locales and bad prefixes', () => {
    expect(() => createContentClient({ locales: [defaultLocales[0]!, defaultLocales[0]!] })).toThrow(/twice/);
    expect(() =>
      createContentClient({ locales: [{ code: 'de-DE', iso: 'de', name: 'Deutsch', prefix: 'de' }] }),
    ).toThrow(/prefix/);
  });

  it.each([undefined, '', null])(
    'fails every load with "Endpoint not configured." for %j',
    async (endpoint) => {
      const c = createContentClient({ endpoint, logger: recordingLogger() });
      await expect(c.getSites()).rejects.toThrowError('Endpoint not configured.');
      await expect(c.refresh()).rejects.toMatchObject({ code: 'ENDPOINT_NOT_CONFIGURED' });
      expect(c.version).toBeUndefined();
    },
  );
});

describe('pageByUrl', () => {
  it.each([
    ['/', 'p-home-de', '/'],
    ['', 'p-home-de', '/'],
    ['/?q=1', 'p-home-de', '/'],
    ['/#top', 'p-home-de', '/'],
    ['/en', 'p-home-en', '/en'],
    ['/en/', 'p-home-en', '/en'],
    ['/en?x=1', 'p-home-en', '/en'],
    ['/produkte/care', 'p-care-de', '/produkte/care'],
    ['/produkte/care/', 'p-care-de', '/produkte/care'],
    ['//produkte//care', 'p-care-de', '/produkte/care'],
    ['/produkte/care?pt=prod-care#pflichttexte', 'p-care-de', '/produkte/care'],
    ['/en/products/care', 'p-care-en', '/en/products/care'],
    ['/en/products/care/?a=b#c', 'p-care-en', '/en/products/care'],
    ['https://www.lumedra.example/en/products/care', 'p-care-en', '/en/products/care'],
    ['/404', 'p-404-de', '/404'],
  ])('%j resolves to %s at %s', async (url, id, path) => {
    const { client: c } = client();
    const resolved = await c.pageByUrl(url);
    expect(resolved?.page.id).toBe(id);
    expect(resolved?.path).toBe(path);
    expect(resolved?.locale.code).toBe(resolved?.site.locale);
  });

  it.each([
    ['/products/care', 'not in locale de-DE'],
    ['/en/produkte/care', 'not in locale en'],
    ['/fr/produits/care', 'no page at /fr/produits/care'],
    ['/unbekannt', 'no page at /unbekannt'],
    ['/en/404', 'page /en/404 is not in locale en'],
  ])('%j gives undefined and a debug log', async (url, log) => {
    const { client: c, logger } = client();
    expect(await c.pageByUrl(url)).toBeUndefined();
    expect(logger.messages('debug').some((m) => m.includes(log))).toBe(true);
  });

  it('returns the site of a locale, its definition and search documents', async () => {
    const { client: c, fetch } = client();
    expect((await c.siteFor('en'))?.definition.header.cta).toEqual({
      text: 'Find a pharmacy',
      to: '#apofinder',
    });
    expect(await c.siteFor('fr')).toBeUndefined();
    expect((await c.searchDocuments('de-DE')).every((d) => !d.path.startsWith('/en'))).toBe(true);
    expect((await c.pageById('p-care-en'))?.path).toBe('/en/products/care');
    const care = (await c.pageByUrl('/produkte/care'))!.page;
    expect((await c.similarPages(care)).map((r) => r.page.id)).toEqual(['p-care-en']);
    expect(c.alternatesOf(care).at(-1)).toEqual({
      hreflang: 'x-default',
      locale: 'de-DE',
      path: '/produkte/care',
    });
    expect(c.pathOf(care)).toBe('/produkte/care');
    expect(fetch.calls()).toBe(1);
  });
});

describe('cache logic', () => {
  it('versions the content by a hash of its body, whatever ETag the CMS sends', async () => {
    const withEtag = client();
    expect(withEtag.client.version).toBeUndefined();
    await withEtag.client.getSites();
    expect(withEtag.client.version).toMatch(/^"sha256-[A-Za-z0-9_-]{43}"$/);

    // The same body under a rotated ETag (or none) is the same version; another body is not.
    const rotated = client(stubFetch(json(validBody(), { headers: { etag: '"v2"' } })));
    await rotated.client.getSites();
    const without = client(stubFetch(json(validBody())));
    await without.client.getSites();
    expect([rotated.client.version, without.client.version]).toEqual([
      withEtag.client.version,
      withEtag.client.version,
    ]);
    const edited = validBody();
    edited.sites[0]!.pages[0]!.id = 'p-edited';
    const other = client(stubFetch(json(edited)));
    await other.client.getSites();
    expect(other.client.version).not.toBe(withEtag.client.version);
  });

  it('refuses a body over maxBodyBytes while it streams in, keeping the last good content', async () => {
    const big = JSON.stringify(validBody());
    let pulled = 0;
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    const endless = () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
    const fetch = stubFetch(
      json(validBody()),
      endless,
      () => new Response(big, { headers: { 'content-length': String(big.length * 100) } }),
    );
    const logger = recordingLogger();
    const c = createContentClient({
      endpoint: 'http://cms.test/content',
      fetch,
      logger,
      maxBodyBytes: big.length + 10,
    });
    const before = await c.getSites();
    await expect(c.refresh()).rejects.toMatchObject({ code: 'TOO_LARGE' });
    expect(pulled).toBeLessThan(big.length + 10 + 3 * chunk.byteLength);
    // A Content-Length over the limit is refused before reading.
    await expect(c.refresh()).rejects.toMatchObject({ code: 'TOO_LARGE' });
    expect(await c.getSites()).toBe(before);
  });

  it('shares one request between concurrent callers', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = stubFetch(async () => {
      await gate;
      return json(validBody())();
    });
    const { client: c } = client(fetch);
    const all = Promise.all([c.getSites(), c.pageByUrl('/'), c.refresh(), c.siteFor('en'), c.getSites()]);
    release();
    const [sites, home, result] = await all;
    expect(fetch.calls()).toBe(1);
    expect(sites).toHaveLength(2);
    expect(home?.page.id).toBe('p-home-de');
    expect(result).toBe('updated');
  });

  it('keeps the last good content when a refresh fails, and throws with an empty cache', async () => {
    const fetch = stubFetch(json(validBody()), () => {
      throw new TypeError('fetch failed');
    });
    const { client: c, logger } = client(fetch);
    const before = await c.getSites();
    const version = c.version;
    await expect(c.refresh()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(await c.getSites()).toBe(before);
    expect(c.version).toBe(version);
    expect(logger.messages('error')[0]).toMatch(/serving the last good content/);

    const empty = client(stubFetch(() => new Response('x', { status: 503 })));
    await expect(empty.client.getSites()).rejects.toThrowError('API responded with status 503');
  });

  it('retries a failing CMS once per interval, not on every call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetch = stubFetch(json(validBody()), () => new Response('down', { status: 500 }));
      const c = createContentClient({
        endpoint: 'http://cms.test',
        fetch,
        logger: recordingLogger(),
        revalidateAfterMs: 1000,
      });
      const sites = await c.getSites();
      vi.setSystemTime(Date.now() + 1500);
      expect(await c.getSites()).toBe(sites);
      await vi.waitFor(() => expect(fetch.calls()).toBe(2));
      await Promise.resolve();
      for (let i = 0; i < 5; i++) expect(await c.pageByUrl('/')).toBeDefined();
      expect(fetch.calls()).toBe(2);
      vi.setSystemTime(Date.now() + 1500);
      await c.getSites();
      await vi.waitFor(() => expect(fetch.calls()).toBe(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('revalidates in the background once the cache is older than revalidateAfterMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetch = stubFetch(
        json(validBody(), { headers: { etag: '"v1"' } }),
        () => new Response(null, { status: 304 }),
      );
      const c = createContentClient({
        endpoint: 'http://cms.test',
        fetch,
        logger: recordingLogger(),
        revalidateAfterMs: 1000,
      });
      await c.getSites();
      await c.getSites();
      expect(fetch.calls()).toBe(1);
      vi.setSystemTime(Date.now() + 1500);
      await c.pageByUrl('/');
      await vi.waitFor(() => expect(fetch.calls()).toBe(2));
      expect(fetch.requests[1]?.headers['if-none-match']).toBe('"v1"');
      await c.getSites();
      expect(fetch.calls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
