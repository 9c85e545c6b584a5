import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ResponseCache, cachedResponse, isCacheable, preferredEncoding } from '../lib/response-cache.ts';

const html = new TextEncoder().encode(`<!DOCTYPE html><p>${'Trockene Augen. '.repeat(400)}</p>`);
const htmlPage = () =>
  new Response(html.slice(), { headers: { 'content-type': 'text/html; charset=utf-8' } });

/** A render that counts its calls and answers `make()`. */
function renderer(make: () => Response = htmlPage) {
  const calls = { n: 0 };
  return { calls, render: async () => (calls.n++, make()) };
}

describe('ResponseCache', () => {
  it('keeps entries until their bytes exceed the bound, then drops the least recently used', async () => {
    // Three 6 KB bodies that do not compress (kept with their brotli and gzip forms, about 18.5 KB
    // an entry) in a 40 KB cache: two fit.
    const cache = new ResponseCache({ maxBytes: 40 * 1024 });
    const body = () => new Response(crypto.getRandomValues(new Uint8Array(6 * 1024)));
    for (const key of ['a', 'b']) await cache.lookup(key, renderer(body).render);
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    await cache.lookup('c', renderer(body).render);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(40 * 1024);
  });

  it('stores nothing with a bound of 0, and still answers', async () => {
    const cache = new ResponseCache({ maxBytes: 0 });
    const { calls, render } = renderer();
    for (let i = 0; i < 2; i++) expect((await cache.lookup('a', render)).kind).toBe('uncached');
    expect(calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('renders once for requests that miss together; the others get the same entry as a hit', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, render } = renderer();
    const slow = async () => (await gate, render());
    const lookups = Array.from({ length: 20 }, () => cache.lookup('page', slow));
    release();
    const results = await Promise.all(lookups);
    expect(calls.n).toBe(1);
    expect(results.filter((r) => r.kind === 'entry' && r.state === 'MISS')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'entry' && r.state === 'HIT')).toHaveLength(19);
    expect(await cache.lookup('page', render)).toMatchObject({ kind: 'entry', state: 'HIT' });
    expect(calls.n).toBe(1);
  });

  it('keeps no answer that cannot be cached; requests that waited for it render for themselves', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = renderer(() => new Response('down', { status: 503 }));
    const first = cache.lookup('page', async () => (await gate, failing.render()));
    const second = cache.lookup('page', failing.render);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.kind, b.kind]).toEqual(['uncached', 'uncached']);
    expect(failing.calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('adds the headers computed once per entry (the ETag, a page policy)', async () => {
    const cache = new ResponseCache({
      maxBytes: 1024 * 1024,
      headersFor: (body) => [['ETag', `"${body.byteLength}"`]],
    });
    const result = await cache.lookup('page', renderer().render);
    expect(result.kind === 'entry' && new Headers(result.entry.headers).get('etag')).toBe(
      `"${html.byteLength}"`,
    );
  });
});

describe('isCacheable', () => {
  it('caches pages and not-found pages', () => {
    expect(isCacheable(new Response('', { status: 200 }))).toBe(true);
    expect(isCacheable(new Response('', { status: 404 }))).toBe(true);
  });
  it('never caches errors, redirects or private answers', () => {
    expect(isCacheable(new Response('', { status: 503 }))).toBe(false);
    expect(isCacheable(new Response('', { status: 500 }))).toBe(false);
    expect(isCacheable(new Response('', { status: 301 }))).toBe(false);
    expect(isCacheable(new Response('', { headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(isCacheable(new Response('', { headers: { 'cache-control': 'private, max-age=0' } }))).toBe(false);
    expect(isCacheable(new Response('', { headers: { 'set-cookie': 'a=b' } }))).toBe(false);
  });
});

describe('cached responses are compressed by Accept-Encoding', () => {
  async function stored(body = html) {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024 });
    const result = await cache.lookup('k', async () => new Response(body.slice()));
    if (result.kind !== 'entry') throw new Error('not stored');
    return result.entry;
  }

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(null)).toBeUndefined();
  });

  it('sends the same document compressed, compressed once when stored', async () => {
    const entry = await stored();
    const br = cachedResponse(entry, 'br, gzip', 'MISS');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const compressed = new Uint8Array(await br.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(html.byteLength / 10);
    expect(brotliDecompressSync(compressed).equals(Buffer.from(html))).toBe(true);
    expect(compressed).toEqual(entry.encoded.br);
    const gzip = cachedResponse(entry, 'gzip', 'HIT');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).equals(Buffer.from(html))).toBe(true);
  });

  it('sends small bodies and clients without compression the original', async () => {
    const plain = cachedResponse(await stored(), 'identity', 'HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(html);
    const small = cachedResponse(await stored(new Uint8Array([60, 112, 62])), 'br', 'HIT');
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
