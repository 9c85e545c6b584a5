import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ResponseCache,
  cachedResponse,
  encodedBody,
  isCacheable,
  preferredEncoding,
} from '../lib/response-cache.ts';

const entry = (n: number) => ({ status: 200, headers: [], body: new Uint8Array([n]) });

describe('ResponseCache', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new ResponseCache(2);
    cache.set('a', entry(1));
    cache.set('b', entry(2));
    cache.get('a');
    cache.set('c', entry(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body[0]).toBe(1);
    expect(cache.get('c')?.body[0]).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('stores nothing with a bound of 0', () => {
    const cache = new ResponseCache(0);
    cache.set('a', entry(1));
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('isCacheable', () => {
  const get = new Request('http://x/');
  it('caches pages and not-found pages', () => {
    expect(isCacheable(get, new Response('', { status: 200 }))).toBe(true);
    expect(isCacheable(get, new Response('', { status: 404 }))).toBe(true);
  });
  it('never caches errors, other methods or private answers', () => {
    expect(isCacheable(get, new Response('', { status: 503 }))).toBe(false);
    expect(isCacheable(get, new Response('', { status: 500 }))).toBe(false);
    expect(isCacheable(new Request('http://x/', { method: 'POST' }), new Response(''))).toBe(false);
    expect(isCacheable(get, new Response('', { headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(isCacheable(get, new Response('', { headers: { 'set-cookie': 'a=b' } }))).toBe(false);
  });
});

describe('cached responses are compressed by Accept-Encoding', () => {
  const html = new TextEncoder().encode(`<!DOCTYPE html><p>${'Trockene Augen. '.repeat(400)}</p>`);
  const page = () => ({
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
    body: html,
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(null)).toBeUndefined();
  });

  it('sends the same document compressed, once compressed per entry', async () => {
    const entry = page();
    const br = cachedResponse(entry, 'br, gzip', 'MISS');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const compressed = new Uint8Array(await br.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(html.byteLength / 10);
    expect(brotliDecompressSync(compressed).equals(Buffer.from(html))).toBe(true);
    expect(encodedBody(entry, 'br')).toBe(encodedBody(entry, 'br'));
    const gzip = cachedResponse(entry, 'gzip', 'HIT');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).equals(Buffer.from(html))).toBe(true);
  });

  it('sends small bodies and clients without compression the original', async () => {
    const plain = cachedResponse(page(), 'identity', 'HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(html);
    const small = cachedResponse({ ...page(), body: new Uint8Array([60, 112, 62]) }, 'br', 'HIT');
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
