// Small HTTP helpers: strong ETags, If-None-Match matching, gzip negotiation.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A strong ETag over the bytes: a quoted, base64url sha256 prefix. */
export function strongEtag(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/**
 * The ETag of the gzip representation: a different representation needs a different strong
 * validator (RFC 9110 §8.8.3), so `"abc"` becomes `"abc-gzip"`.
 */
export function gzipEtag(etag: string): string {
  return etag.replace(/"$/, '-gzip"');
}

/**
 * Whether an If-None-Match header matches the ETag: `*`, a single tag, or a comma-separated list;
 * `W/` prefixes are ignored (weak comparison, as RFC 9110 prescribes for If-None-Match).
 */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  const strip = (tag: string) => tag.trim().replace(/^W\//i, '');
  const wanted = strip(etag);
  return value.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || strip(tag) === wanted;
  });
}

/** Whether the request accepts gzip (and not with q=0). */
export function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  if (!header) return false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}
