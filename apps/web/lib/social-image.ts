// The social-card image of a page (Open Graph, Twitter): its stage or hero image as a 1200 × 630
// JPEG, the size messengers and networks show best. The CMS offers only its contract's renditions
// (16:9 and others, no 1.91:1), so this crops the 1920 px 16:9 rendition, fetched through the image
// proxy (its origins, its cache), to 1200 × 630 around what sharp finds salient.
//
//   GET /social-image/{host}{path}.jpg        from {origin}{path}/l-16-9
//   GET /social-image/{host}{path}.png.jpg    from {origin}{path}/l-16-9-png
import { LRUCache } from 'lru-cache';
import { IMAGE_PROXY_PREFIX } from './image-proxy.ts';

export const SOCIAL_IMAGE_PREFIX = '/social-image/';
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/** The card image's address for an image the browser loads through the proxy (`/img/{host}{path}`). */
export function socialImagePath(proxiedSrc: string, type: 'jpg' | 'png' = 'jpg'): string | undefined {
  if (!proxiedSrc.startsWith(IMAGE_PROXY_PREFIX)) return undefined;
  const rest = proxiedSrc.slice(IMAGE_PROXY_PREFIX.length).replace(/\/+$/, '');
  return `${SOCIAL_IMAGE_PREFIX}${rest}${type === 'png' ? '.png' : ''}.jpg`;
}

export interface SocialImagesOptions {
  /** The image proxy's handler (createImageProxy): the source rendition comes through it. */
  imageProxy: (request: Request) => Promise<Response>;
  /** Bytes of finished card images kept in memory (default 16 MB). */
  maxBytes?: number;
  onError?: (message: string) => void;
}

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  });

/** The `/social-image/…` handler (GET and HEAD). */
export function createSocialImages({
  imageProxy,
  maxBytes = 16 * 1024 * 1024,
  onError = () => {},
}: SocialImagesOptions): (request: Request) => Promise<Response> {
  const cache = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: maxBytes,
    sizeCalculation: (body) => body.byteLength + 64,
  });
  const inflight = new Map<string, Promise<Uint8Array<ArrayBuffer> | Response>>();

  async function render(source: string, origin: string): Promise<Uint8Array<ArrayBuffer> | Response> {
    const response = await imageProxy(new Request(new URL(source, origin)));
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return new Response(null, {
        status: response.status === 404 ? 404 : 502,
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    try {
      // Loaded with the first card image (the page routes only need the addresses above).
      const { default: sharp } = await import('sharp');
      const jpeg = await sharp(new Uint8Array(await response.arrayBuffer()))
        .resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      const body = new Uint8Array(jpeg);
      cache.set(source, body);
      return body;
    } catch (error) {
      onError(`social image: ${error instanceof Error ? error.message : String(error)}`);
      return new Response(null, { status: 502, headers: { 'Cache-Control': 'no-store' } });
    }
  }

  return async (request) => {
    const url = new URL(request.url);
    const rest = url.pathname.slice(SOCIAL_IMAGE_PREFIX.length);
    if (!url.pathname.startsWith(SOCIAL_IMAGE_PREFIX) || !rest.endsWith('.jpg') || url.search)
      return notFound();
    const png = rest.endsWith('.png.jpg');
    const base = rest.slice(0, png ? -'.png.jpg'.length : -'.jpg'.length);
    if (!/^[^/]+\/[^?#]+$/.test(base) || base.includes('/../')) return notFound();
    // The proxy decides what exists and which hosts are allowed.
    const source = `${IMAGE_PROXY_PREFIX}${base}/l-16-9${png ? '-png' : ''}`;
    let body = cache.get(source);
    if (!body) {
      let pending = inflight.get(source);
      if (!pending) {
        pending = render(source, url.origin).finally(() => inflight.delete(source));
        inflight.set(source, pending);
      }
      const rendered = await pending;
      if (rendered instanceof Response) return rendered.clone();
      body = rendered;
    }
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: {
        'Content-Type': 'image/jpeg',
        'Content-Length': String(body.byteLength),
        // The source rendition does not change under its address; the crop not either.
        'Cache-Control': 'public, max-age=604800',
      },
    });
  };
}
