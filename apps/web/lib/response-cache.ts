/**
 * A bounded LRU of rendered responses (HTML documents and `.data` payloads), keyed by content
 * version + URL: a new content version simply stops matching the old entries, which then age out.
 */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
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
