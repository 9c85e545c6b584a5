// Draft preview: an editor opens `GET /api/preview?secret=…&path=/x` (from the CMS, with the site's
// PREVIEW_SECRET); that sets a short-lived cookie and leads to /x. With the cookie, pages render
// from the CMS's drafts (PREVIEW_CONTENT_ENDPOINT), never from or into a cache, never indexed, and
// with a banner whose link (`/api/preview/end?path=/x`) drops the cookie again.
//
// The cookie holds only its expiry and an HMAC of it under the secret: nothing to read, nothing to
// forge, worthless once the secret changes. HttpOnly, SameSite=Lax, Secure when the site is https.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'healthsite_preview';
export const PREVIEW_START_PATH = '/api/preview';
export const PREVIEW_END_PATH = '/api/preview/end';
/** How long a preview lasts before the editor opens the link again: one hour. */
export const PREVIEW_MAX_AGE_SECONDS = 60 * 60;

export interface PreviewOptions {
  /** PREVIEW_SECRET (at least 16 characters). */
  secret: string;
  /** Public origin: the cookie is Secure when it is https. */
  siteUrl: string;
  /** Milliseconds since the epoch (tests pass a clock). */
  now?: () => number;
}

function mac(secret: string, expires: number): string {
  return createHmac('sha256', secret).update(`healthsite-preview:${expires}`).digest('base64url');
}

/** Compares without telling, by its duration, how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHmac('sha256', 'compare').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The cookie's value for a preview that ends at `expires` (seconds since the epoch). */
export function previewToken(secret: string, expires: number): string {
  return `${expires}.${mac(secret, expires)}`;
}

/** Whether a cookie value is a preview this site issued and that has not expired. */
export function isValidPreviewToken(token: string | undefined, options: PreviewOptions): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= (options.now ?? Date.now)()) return false;
  return sameText(match[2]!, mac(options.secret, expires));
}

/** The value of one cookie of a request. */
export function cookieOf(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get('cookie'), name);
}

function cookieValue(cookie: string | null | undefined, name: string): string | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Whether a request comes with a valid preview cookie (always false while preview is off). */
export function isPreviewRequest(request: Request, options: PreviewOptions | undefined): boolean {
  return hasPreviewCookie(request.headers.get('cookie'), options);
}

/** Whether a Cookie header holds a valid preview cookie (always false while preview is off). */
export function hasPreviewCookie(
  cookie: string | null | undefined,
  options: PreviewOptions | undefined,
): boolean {
  return options !== undefined && isValidPreviewToken(cookieValue(cookie, PREVIEW_COOKIE), options);
}

/** A path on this site to go to after starting or ending a preview (`/` for anything else). */
export function safeReturnPath(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20)) return '/';
  const url = new URL(raw, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? url.pathname + url.search + url.hash : '/';
}

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  // The start link carries the secret in its query: never pass it on as a referrer.
  'Referrer-Policy': 'no-referrer',
};

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * `GET /api/preview?secret=…&path=…` and `GET /api/preview/end?path=…`; undefined for other
 * requests. A wrong or missing secret: 401.
 */
export function handlePreviewRequest(request: Request, options: PreviewOptions): Response | undefined {
  const url = new URL(request.url);
  if (url.pathname !== PREVIEW_START_PATH && url.pathname !== PREVIEW_END_PATH) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { ...privateHeaders, Allow: 'GET, HEAD' } });
  const secure = options.siteUrl.startsWith('https:');
  const location = safeReturnPath(url.searchParams.get('path'));
  if (url.pathname === PREVIEW_END_PATH)
    return new Response(null, {
      status: 303,
      headers: { ...privateHeaders, Location: location, 'Set-Cookie': cookie('', 0, secure) },
    });
  const given = url.searchParams.get('secret');
  if (!given || !sameText(given, options.secret))
    return new Response('Preview: the secret is missing or wrong.', {
      status: 401,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const expires = Math.floor((options.now ?? Date.now)() / 1000) + PREVIEW_MAX_AGE_SECONDS;
  return new Response(null, {
    status: 303,
    headers: {
      ...privateHeaders,
      Location: location,
      'Set-Cookie': cookie(previewToken(options.secret, expires), PREVIEW_MAX_AGE_SECONDS, secure),
    },
  });
}

/** A page answered in preview: never stored anywhere, never indexed. */
export function asPreviewResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Robots-Tag', 'noindex');
  headers.delete('ETag');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
