// The page cache: rendered responses (HTML documents and `.data` payloads) kept by a key that names
// only what the render depends on (lib/cache-key.ts), bounded in bytes (lru-cache), compressed once
// on the thread pool when stored, and rendered once for any number of requests that miss together.
import { LRUCache } from 'lru-cache';
import { type ContentEncoding, compressAsync, worthCompressing } from './compress.ts';
import { responseBytes } from './document-bytes.ts';

/** Brotli quality of the pages kept: within a few per cent of 11 at a fraction of its time. */
export const CACHED_BROTLI_QUALITY = 9;

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed (when it is worth it), made when the entry was stored. */
  encoded: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
}

/** What a lookup gives: the entry (HIT: stored, or rendered by a concurrent request) or a response
 * that could not be cached (an error page, a private answer), rendered for this request alone. */
export type Lookup =
  { kind: 'entry'; entry: CachedResponse; state: 'HIT' | 'MISS' } | { kind: 'uncached'; response: Response };

export interface ResponseCacheOptions {
  /** Bytes of bodies (plain and compressed) and headers the cache may hold; 0 stores nothing. */
  maxBytes: number;
  /**
   * The stored form of a cacheable response: its body as read, plus headers computed once per entry
   * (the ETag, the Content-Security-Policy of a page).
   */
  headersFor?: (body: Uint8Array, response: Response) => [string, string][];
}

const sizeOf = (entry: CachedResponse): number =>
  entry.body.byteLength +
  (entry.encoded.br?.byteLength ?? 0) +
  (entry.encoded.gzip?.byteLength ?? 0) +
  entry.headers.reduce((n, [name, value]) => n + name.length + value.length, 0) +
  64;

export class ResponseCache {
  readonly #lru: LRUCache<string, CachedResponse> | undefined;
  readonly #inflight = new Map<string, Promise<CachedResponse | undefined>>();
  readonly #headersFor: NonNullable<ResponseCacheOptions['headersFor']>;

  constructor({ maxBytes, headersFor = () => [] }: ResponseCacheOptions) {
    this.#lru =
      maxBytes > 0
        ? new LRUCache<string, CachedResponse>({ maxSize: maxBytes, sizeCalculation: sizeOf })
        : undefined;
    this.#headersFor = headersFor;
  }

  /** Entries held. */
  get size(): number {
    return this.#lru?.size ?? 0;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0;
  }

  get(key: string): CachedResponse | undefined {
    return this.#lru?.get(key);
  }

  /**
   * The cached entry for `key`, else `render()`'s response stored under it. Requests that miss
   * while a render for the same key is under way wait for that render instead of starting their
   * own; if its answer cannot be cached they render for themselves.
   */
  async lookup(key: string, render: () => Promise<Response>): Promise<Lookup> {
    const hit = this.#lru?.get(key);
    if (hit) return { kind: 'entry', entry: hit, state: 'HIT' };
    const pending = this.#inflight.get(key);
    if (pending) {
      const shared = await pending.catch(() => undefined);
      if (shared) return { kind: 'entry', entry: shared, state: 'HIT' };
      return { kind: 'uncached', response: await render() };
    }
    let settle!: (entry: CachedResponse | undefined) => void;
    this.#inflight.set(key, new Promise((resolve) => (settle = resolve)));
    let stored: CachedResponse | undefined;
    try {
      const response = await render();
      if (!this.#lru || !isCacheable(response)) return { kind: 'uncached', response };
      stored = await this.#store(key, response);
      return { kind: 'entry', entry: stored, state: 'MISS' };
    } finally {
      this.#inflight.delete(key);
      settle(stored);
    }
  }

  async #store(key: string, response: Response): Promise<CachedResponse> {
    const body = await responseBytes(response);
    const headers = [...response.headers, ...this.#headersFor(body, response)];
    const encoded: CachedResponse['encoded'] = {};
    if (worthCompressing(body)) {
      [encoded.br, encoded.gzip] = await Promise.all([
        compressAsync(body, 'br', CACHED_BROTLI_QUALITY),
        compressAsync(body, 'gzip'),
      ]);
    }
    const entry: CachedResponse = { status: response.status, headers, body, encoded };
    this.#lru?.set(key, entry);
    return entry;
  }
}

/** Only answers that depend on nothing but the content and the key are cached. */
export function isCacheable(response: Response): boolean {
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

/** A Response for a cached entry, compressed when the client accepts it and the entry has it. */
export function cachedResponse(
  entry: CachedResponse,
  acceptEncoding: string | null,
  cacheState: 'HIT' | 'MISS',
): Response {
  const headers = new Headers(entry.headers);
  headers.set('X-Cache', cacheState);
  headers.append('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(acceptEncoding);
  const encoded = encoding ? entry.encoded[encoding] : undefined;
  if (!encoding || !encoded) return new Response(entry.body, { status: entry.status, headers });
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(encoded, { status: entry.status, headers });
}
