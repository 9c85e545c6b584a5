import { describe, expect, it } from 'vitest';
import { ResponseCache, isCacheable } from '../lib/response-cache.ts';

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
