import { type ContentEncoding, compress, worthCompressing } from './compress.ts';

/**
 * A bounded LRU of rendered responses (HTML documents and `.data` payloads), keyed by content
 * version + URL: a new content version simply stops matching the old entries, which then age out.
 */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed, filled in on first demand (`encodedBody`). */
  encoded?: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
}

export class ResponseCache {
  readonly #max: number;
  readonly #entries = new Map<string, CachedResponse>();

  constructor(maxEntries: number) {
    this.#max = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Move to the most recently used end.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedResponse): void {
    if (this.#max <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }
}

/** Only answers that depend on nothing but the content and the URL are cached. */
export function isCacheable(request: Request, response: Response): boolean {
  if (request.method !== 'GET') return false;
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private/.test(cacheControl);
}

/** The encoding to answer with: brotli, else gzip, as far as Accept-Encoding allows (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | null): ContentEncoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (name === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * A cached body in an encoding, compressed once per entry and kept with it: every later hit is
 * served compressed at no cost (brotli at quality 9: this one is compressed while a request waits).
 */
export function encodedBody(entry: CachedResponse, encoding: ContentEncoding): Uint8Array<ArrayBuffer> {
  entry.encoded ??= {};
  return (entry.encoded[encoding] ??= compress(entry.body, encoding, 9));
}

/** A Response for a cached entry, compressed when the client accepts it and the body is worth it. */
export function cachedResponse(
  entry: CachedResponse,
  acceptEncoding: string | null,
  cacheState: 'HIT' | 'MISS',
): Response {
  const headers = new Headers(entry.headers);
  headers.set('X-Cache', cacheState);
  headers.append('Vary', 'Accept-Encoding');
  const encoding = worthCompressing(entry.body) ? preferredEncoding(acceptEncoding) : undefined;
  if (!encoding) return new Response(entry.body, { status: entry.status, headers });
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(encodedBody(entry, encoding), { status: entry.status, headers });
}
