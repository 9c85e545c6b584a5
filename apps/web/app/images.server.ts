// Where the browser loads content images from: the site's own origin (`/img/…`, lib/image-proxy.ts)
// for the CMS's images, nothing for images from any other host. Applied to the blocks' image
// fields here and, through the sanitiser's media policy, to images inside rich text.
import { setMediaSourcePolicy } from '@healthsite/ui/sanitize';
import { imageOriginsByHost, proxiedImageSrc } from '../lib/image-proxy.ts';
import { config } from './config.server';
import { log } from './log.server';

/** The image origins the proxy serves: the CMS's own and IMAGE_ORIGINS. */
export const imageOrigins = imageOriginsByHost([
  new URL(config.contentEndpoint).origin,
  ...config.imageOrigins,
]);

const imageLog = log.child({ component: 'images' });

/** The address the browser gets for an image `src` from the content, or undefined to drop it. */
export function browserImageSrc(src: string): string | undefined {
  if (/^\/(?![/\\])/.test(src)) return src; // already on the site's origin
  if (!config.imageProxy)
    return imageOrigins.get(URL.canParse(src) ? new URL(src).host : '') ? src : undefined;
  return proxiedImageSrc(src, imageOrigins);
}

setMediaSourcePolicy((src) => {
  const allowed = browserImageSrc(src);
  if (allowed === undefined)
    imageLog.warn(`an image in rich text from a host that is not an image origin was dropped`);
  return allowed;
});

const isImage = (value: Record<string, unknown>): value is { src: string; alt: string } =>
  typeof value.src === 'string' && typeof value.alt === 'string';

/**
 * A validated block's data with every image (an object with `src` and `alt`, the content contract's
 * image shape) pointed at the site's origin, and the fields whose image comes from a host that is
 * no image origin (the block is then invalid content: dropped, and logged with them).
 */
export function withBrowserImages<T>(value: T, path = ''): { value: T; rejected: string[] } {
  const rejected: string[] = [];
  const walk = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${at}[${i}]`));
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(record)) out[key] = walk(field, at ? `${at}.${key}` : key);
    if (isImage(record)) {
      const src = browserImageSrc(record.src);
      if (src === undefined) rejected.push(`${at}.src`);
      else out.src = src;
    }
    return out;
  };
  return { value: walk(value, path) as T, rejected };
}
