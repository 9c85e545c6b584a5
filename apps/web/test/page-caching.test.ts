import { describe, expect, it } from 'vitest';
import { etagOf, matchesEtag, withPageCaching } from '../lib/page-caching.ts';
import { carriedBytes, carriedParts, documentResponse, responseBytes } from '../lib/document-bytes.ts';

const options = { sMaxAge: 300, staleWhileRevalidate: 86_400 };
const cacheControl = (status: number, init?: HeadersInit) =>
  withPageCaching(new Response('x', { status, headers: init }), options).headers;

describe('withPageCaching', () => {
  it('lets a CDN keep a page, a 404 briefly, and a failure never', () => {
    expect(cacheControl(200).get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(cacheControl(404).get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const failed = cacheControl(503);
    expect([failed.get('cache-control'), failed.get('retry-after')]).toEqual(['no-store', '30']);
    expect(cacheControl(500).get('retry-after')).toBeNull();
  });

  it('keeps what a route decided (private pages, the search index) and leaves redirects alone', () => {
    expect(cacheControl(200, { 'Cache-Control': 'private, no-store' }).get('cache-control')).toBe(
      'private, no-store',
    );
    expect(cacheControl(301).get('cache-control')).toBeNull();
    // A 503 that set its own policy is still told when to try again.
    expect(cacheControl(503, { 'Cache-Control': 'no-store' }).get('retry-after')).toBe('30');
  });
});

describe('a finished page’s bytes', () => {
  const page = () => new Uint8Array(Buffer.from('<!DOCTYPE html><p>Größe</p>'));

  it('are carried through the caching headers, and are the body a reader of the Response gets', async () => {
    const bytes = page();
    const cached = withPageCaching(documentResponse(bytes, { status: 200 }), options);
    expect(cached.headers.get('cache-control')).toMatch(/^public/);
    expect(carriedBytes(cached)).toBe(bytes);
    expect(await cached.text()).toBe('<!DOCTYPE html><p>Größe</p>');
  });

  it('may come in parts: written in order, joined once for whoever needs one buffer', async () => {
    const parts = [
      Buffer.from('<!DOCTYPE html><style>'),
      Buffer.from('p{}'),
      Buffer.from('</style><p>Größe</p>'),
    ];
    const cached = withPageCaching(documentResponse(parts, { status: 200 }), options);
    expect(carriedParts(cached)).toEqual(parts);
    const joined = carriedBytes(cached);
    expect(Buffer.from(joined!).toString('utf8')).toBe('<!DOCTYPE html><style>p{}</style><p>Größe</p>');
    expect(carriedBytes(cached)).toBe(joined);
    expect(await cached.text()).toBe('<!DOCTYPE html><style>p{}</style><p>Größe</p>');
  });

  it('keep their parts when the caching headers need a copy of a response that cannot change', async () => {
    const response = documentResponse([Buffer.from('<p>a</p>'), Buffer.from('<p>b</p>')], { status: 200 });
    // As the headers of a fetch's answer: setting one throws.
    class ImmutableHeaders extends Headers {
      override set(): never {
        throw new TypeError('immutable');
      }
    }
    Object.defineProperty(response, 'headers', { value: new ImmutableHeaders() });
    const copy = withPageCaching(response, options);
    expect(copy).not.toBe(response);
    expect(copy.headers.get('cache-control')).toMatch(/^public/);
    expect(Buffer.from(carriedBytes(copy)!).toString('utf8')).toBe('<p>a</p><p>b</p>');
  });

  it('are read from the body of any other Response', async () => {
    const other = new Response('<p>Größe</p>', { status: 200 });
    expect(carriedBytes(other)).toBeUndefined();
    expect(Buffer.from(await responseBytes(other)).toString('utf8')).toBe('<p>Größe</p>');
  });
});

describe('ETag', () => {
  it('is strong, the same for the same body and another for another', () => {
    const a = etagOf(new TextEncoder().encode('<p>a</p>'));
    expect(a).toMatch(/^"[\w-]{32}"$/);
    expect(etagOf(new TextEncoder().encode('<p>a</p>'))).toBe(a);
    expect(etagOf(new TextEncoder().encode('<p>b</p>'))).not.toBe(a);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(matchesEtag('"x", "y"', '"y"')).toBe(true);
    expect(matchesEtag('W/"y"', '"y"')).toBe(true);
    expect(matchesEtag('*', '"y"')).toBe(true);
    expect(matchesEtag('"x"', '"y"')).toBe(false);
    expect(matchesEtag(null, '"y"')).toBe(false);
  });
});
