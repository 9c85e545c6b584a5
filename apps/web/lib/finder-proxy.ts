// The pharmacy finder through the site's own server: `GET /api/finder?zipcode=…&distance=…`
// forwards the search to FINDER_ENDPOINT (CONTENT-CONTRACT §2) and answers the browser from the
// site's origin. The third-party service sees the server, never a visitor: no IP address, no
// cookie, no user agent, no referrer. Answers are kept for a while (one postcode is asked by many),
// capped in length and checked item by item.
import { LRUCache } from 'lru-cache';
import {
  isDistance,
  isValidPostcode,
  localSearchUrl,
  parseLocalPharmacy,
  type LocalPharmacy,
} from '@healthsite/finder';

export const FINDER_PROXY_PATH = '/api/finder';

export interface FinderProxyOptions {
  /** FINDER_ENDPOINT: the root of the finder service. */
  endpoint: string;
  /** Time-out of one upstream request in ms (default 5 000). */
  timeoutMs?: number;
  /** How long an answer is kept, in ms (default 10 minutes). */
  ttlMs?: number;
  /** Answers kept (default 2 000 postcode × distance pairs). */
  maxEntries?: number;
  /** Most results sent for one search (default 1 000; a city centre at 15 km has about 730). */
  maxResults?: number;
  fetch?: typeof fetch;
  onError?: (message: string) => void;
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    // The postcode a visitor searched is theirs: no shared cache keeps it.
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

export function createFinderProxy({
  endpoint,
  timeoutMs = 5_000,
  ttlMs = 10 * 60_000,
  maxEntries = 2_000,
  maxResults = 1_000,
  fetch: fetchImpl = fetch,
  onError = () => {},
}: FinderProxyOptions): (request: Request) => Promise<Response> {
  const cache = new LRUCache<string, LocalPharmacy[]>({ max: maxEntries, ttl: ttlMs });
  const inflight = new Map<string, Promise<LocalPharmacy[] | undefined>>();

  async function search(zipcode: string, distance: number): Promise<LocalPharmacy[] | undefined> {
    let response: Response;
    try {
      response = await fetchImpl(localSearchUrl(endpoint, zipcode, distance), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      onError(`finder service failed: ${error instanceof Error ? error.name : String(error)}`);
      return undefined;
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => {});
      onError(`finder service answered ${response.status}`);
      return undefined;
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      onError('finder service answered something that is not JSON');
      return undefined;
    }
    if (!Array.isArray(body)) {
      onError('finder service answered something that is not a list');
      return undefined;
    }
    const results = body.slice(0, maxResults * 2).flatMap((item) => parseLocalPharmacy(item) ?? []);
    return results.slice(0, maxResults);
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response(null, {
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' },
      });
    const params = new URL(request.url).searchParams;
    const zipcode = params.get('zipcode') ?? '';
    const distance = Number(params.get('distance'));
    if (!isValidPostcode(zipcode) || !isDistance(distance))
      return json({ error: 'zipcode must be 5 digits and distance one of 5, 10, 15' }, 400);
    const key = `${zipcode}:${distance}`;
    let results = cache.get(key);
    if (!results) {
      let pending = inflight.get(key);
      if (!pending) {
        pending = search(zipcode, distance).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      results = await pending;
      // A failing service is not remembered: the next search asks again.
      if (!results) return json([], 502);
      cache.set(key, results);
    }
    return json(results, 200);
  };
}
