// Images from the site's own origin: `GET /img/{host}/{path}` fetches `{origin}/{path}` from one of
// the configured image origins (the CMS's), keeps it in a byte-bounded cache and answers with
// long-lived caching headers. Page views then send no visitor's IP address to the CMS host, and the
// Content-Security-Policy needs no image host but the site's own.
//
// Only renditions of the image contract are proxied (`…/{xs|s|m|l|xl}-{ratio}[-png]`, raster types):
// the proxy is no way to fetch anything else from those hosts, nor anything from any other host.
import { LRUCache } from 'lru-cache';

export const IMAGE_PROXY_PREFIX = '/img/';

const RENDITION = /\/(xs|s|m|l|xl)-(16-9|3-2|1-1|1-2)(-png)?$/;
const RASTER = /^image\/(jpeg|png|webp|avif|gif)$/i;
/** A rendition larger than this is refused (the largest, xl, is 3840 px wide). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** The allowed image origins by their host (`host[:port]`), as the proxy path names them. */
export function imageOriginsByHost(origins: readonly string[]): Map<string, string> {
  const byHost = new Map<string, string>();
  for (const origin of origins) {
    const url = new URL(origin);
    if (!byHost.has(url.host)) byHost.set(url.host, url.origin);
  }
  return byHost;
}

/**
 * The site-relative address of an image `src` from the content (`{src}` is a rendition's base; the
 * renditions are `{src}/{size}-{ratio}`): `/img/{host}{path}` for an allowed origin, undefined for
 * any other (such an image is not shown).
 */
export function proxiedImageSrc(src: string, byHost: ReadonlyMap<string, string>): string | undefined {
  if (!URL.canParse(src)) return undefined;
  const url = new URL(src);
  if (byHost.get(url.host) !== url.origin || url.search || url.hash) return undefined;
  return `${IMAGE_PROXY_PREFIX}${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

interface CachedImage {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string | undefined;
  immutable: boolean;
}

export interface ImageProxyOptions {
  /** The allowed origins by host ({@link imageOriginsByHost}). */
  origins: ReadonlyMap<string, string>;
  /** Bytes of images kept in memory (default 64 MB). */
  maxBytes?: number;
  /** Time-out of one upstream request in ms (default 10 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  onError?: (message: string, upstream: string) => void;
}

const noStore = { 'Cache-Control': 'no-store' };

/** The `/img/…` handler (GET and HEAD); undefined for a path that is not the proxy's. */
export function createImageProxy({
  origins,
  maxBytes = 64 * 1024 * 1024,
  timeoutMs = 10_000,
  fetch: fetchImpl = fetch,
  onError = () => {},
}: ImageProxyOptions): (request: Request) => Promise<Response> {
  const cache = new LRUCache<string, CachedImage>({
    maxSize: maxBytes,
    sizeCalculation: (image) => image.body.byteLength + 256,
  });
  const inflight = new Map<string, Promise<CachedImage | Response>>();

  async function load(upstream: string): Promise<CachedImage | Response> {
    let response: Response;
    try {
      response = await fetchImpl(upstream, {
        headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,*/*;q=0.5' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      onError(`image upstream failed: ${error instanceof Error ? error.message : String(error)}`, upstream);
      return new Response(null, { status: 502, headers: noStore });
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel().catch(() => {});
      return new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
    }
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (response.status !== 200 || !RASTER.test(contentType) || declared > MAX_IMAGE_BYTES) {
      await response.body?.cancel().catch(() => {});
      onError(`image upstream answered ${response.status} ${contentType || 'without a type'}`, upstream);
      return new Response(null, { status: 502, headers: noStore });
    }
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.byteLength > MAX_IMAGE_BYTES) return new Response(null, { status: 502, headers: noStore });
    const image: CachedImage = {
      body,
      contentType,
      etag: response.headers.get('etag') ?? undefined,
      immutable: /\bimmutable\b/.test(response.headers.get('cache-control') ?? ''),
    };
    cache.set(upstream, image);
    return image;
  }

  return async (request) => {
    const url = new URL(request.url);
    const rest = url.pathname.slice(IMAGE_PROXY_PREFIX.length);
    const slash = rest.indexOf('/');
    const origin = slash > 0 ? origins.get(rest.slice(0, slash)) : undefined;
    const path = slash > 0 ? rest.slice(slash) : '';
    if (!origin || !RENDITION.test(path) || path.includes('/../') || url.search) {
      return new Response('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain', ...noStore },
      });
    }
    const upstream = origin + path;
    let image = cache.get(upstream);
    if (!image) {
      let pending = inflight.get(upstream);
      if (!pending) {
        pending = load(upstream).finally(() => inflight.delete(upstream));
        inflight.set(upstream, pending);
      }
      const loaded = await pending;
      if (loaded instanceof Response) return loaded.clone();
      image = loaded;
    }
    const headers = new Headers({
      'Content-Type': image.contentType,
      // Renditions do not change under their address: a year where the CMS says so, a week else.
      'Cache-Control': image.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=604800',
    });
    if (image.etag) {
      headers.set('ETag', image.etag);
      const inm = request.headers.get('if-none-match');
      if (inm?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag))
        return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Length', String(image.body.byteLength));
    return new Response(request.method === 'HEAD' ? null : image.body, { status: 200, headers });
  };
}
