// How long shared caches (a CDN) may keep what the page routes answer, and the ETag of a page.
// Browsers always revalidate (max-age=0); a CDN keeps a page for `sMaxAge` seconds and may serve it
// stale for `staleWhileRevalidate` more while it fetches the new one. A 304 costs no render and no
// body: the ETag is a hash of the page as rendered for a content version.
import { createHash } from 'node:crypto';
import { carriedParts, documentResponse } from './document-bytes.ts';

export interface PageCachingOptions {
  /** Seconds a shared cache keeps a page (HTML_S_MAXAGE). */
  sMaxAge: number;
  /** Seconds a shared cache may serve a page stale while it revalidates (HTML_STALE_WHILE_REVALIDATE). */
  staleWhileRevalidate: number;
}

/** A missing page is kept briefly: it may be published any moment. */
export const NOT_FOUND_S_MAXAGE = 60;
/** What a failing answer (503) asks clients to wait before they try again. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The Cache-Control (and Retry-After) of a page route's answer, unless the route set its own
 * (private pages, the newsletter's link pages, the search index). The headers are set on the
 * response itself (the renderer's responses have mutable headers: this runs for every rendered
 * page); a response whose headers cannot change is copied.
 */
export function withPageCaching(response: Response, options: PageCachingOptions): Response {
  const retry = response.status === 503 && !response.headers.has('retry-after');
  if (response.headers.has('cache-control') && !retry) return response;
  let cacheControl: string | undefined;
  if (response.headers.has('cache-control')) {
    // The route decided how it is cached.
  } else if (response.status === 200)
    cacheControl = `public, max-age=0, s-maxage=${options.sMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;
  else if (response.status === 404) cacheControl = `public, max-age=0, s-maxage=${NOT_FOUND_S_MAXAGE}`;
  else if (response.status >= 500) cacheControl = 'no-store';
  else return response;
  const set = (headers: Headers) => {
    if (retry) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    if (cacheControl) headers.set('Cache-Control', cacheControl);
  };
  try {
    set(response.headers);
    return response;
  } catch {
    // Immutable headers (e.g. a Response.error() or a fetch's answer): a copy with them.
    const headers = new Headers(response.headers);
    set(headers);
    const init = { status: response.status, statusText: response.statusText, headers };
    const parts = carriedParts(response);
    return parts ? documentResponse(parts, init) : new Response(response.body, init);
  }
}

/** A strong ETag for a rendered body. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether If-None-Match names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
