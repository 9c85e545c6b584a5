// The security headers of every response of the web server, and the Content-Security-Policy of
// its HTML pages.
//
// Scripts: no 'unsafe-inline', no 'unsafe-eval'. React Router's inline scripts (the hydration
// context, the module entry) are allowed by their SHA-256 hashes, computed from the finished HTML.
// That works with the page cache, which stores finished bodies: the policy is computed once per
// rendered page and stored with it (a nonce would have to change per response, i.e. per cache hit).
import { createHash } from 'node:crypto';

export interface SecurityPolicyOptions {
  /** Public origin of the site (HSTS when it is https). */
  siteUrl: string;
  /** Origins the pages load images from besides their own (the CMS's image host). */
  imageOrigins: readonly string[];
  /** Origins the browser fetches from besides its own (the finder service, the map style host). */
  connectOrigins: readonly string[];
}

/** The two-click video players (CmVideo): iframes only after the visitor's click. */
export const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = /^(|module|text\/javascript|application\/javascript|text\/ecmascript)$/i;

/** The `'sha256-…'` sources of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    // Data blocks (JSON-LD) are never executed: no hash needed.
    if (!JS_TYPES.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const origin = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const sources = (...lists: readonly (readonly string[])[]): string =>
  [...new Set(lists.flat().map((s) => (s.startsWith("'") || s.endsWith(':') ? s : (origin(s) ?? s))))].join(
    ' ',
  );

/** Everything after a page policy's script-src: the same for every page of a server (per options). */
const policyTails = new WeakMap<SecurityPolicyOptions, string>();

function policyTail(options: SecurityPolicyOptions): string {
  let tail = policyTails.get(options);
  if (tail === undefined) {
    tail = [
      // MapLibre injects its stylesheet and positions markers with style attributes.
      `style-src 'self' 'unsafe-inline'`,
      `img-src ${sources(["'self'", 'data:', 'blob:'], options.imageOrigins)}`,
      `font-src 'self'`,
      `connect-src ${sources(["'self'"], options.connectOrigins)}`,
      `media-src 'self' https:`,
      `frame-src ${sources(videoFrameOrigins)}`,
      `worker-src 'self' blob:`,
      `manifest-src 'self'`,
      `object-src 'none'`,
      `base-uri 'none'`,
      `form-action 'self'`,
      `frame-ancestors 'self'`,
    ].join('; ');
    policyTails.set(options, tail);
  }
  return tail;
}

/**
 * The policy of an HTML page whose inline scripts have these hashes (or whose response has this
 * nonce). The origins are worked out once per options object: this runs for every rendered page.
 */
export function pagePolicy(options: SecurityPolicyOptions, scriptSources: readonly string[]): string {
  return `default-src 'self'; script-src ${sources(["'self'"], scriptSources)}; ${policyTail(options)}`;
}

/** What anything that is not a page gets: nothing may run or be framed elsewhere. */
export const resourcePolicy = `default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'`;

/**
 * The headers every response carries, whatever it is. No Cross-Origin-Opener-Policy: `same-origin`
 * puts every arrival from a page without it (a new tab, a bookmark, most referring sites) into a new
 * browsing context group, i.e. a fresh renderer process, whose first task then creates the page's
 * script context cold. Measured with Lighthouse on a bare page (2026-11-26): that task took
 * 34–41 ms instead of 9–17 ms, and total blocking time 48–83 ms instead of 0. The site has no
 * accounts and no visitor state another window could probe, and it never opens or is opened by
 * another origin's window for anything (X-Frame-Options and frame-ancestors keep it out of frames).
 */
export function baselineHeaders(options: Pick<SecurityPolicyOptions, 'siteUrl'>): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com"), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()',
    ],
    ['X-Frame-Options', 'SAMEORIGIN'],
  ];
  if (options.siteUrl.startsWith('https:'))
    headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return headers;
}

const isHtml = (headers: Headers) => /^text\/html\b/i.test(headers.get('content-type') ?? '');

/**
 * The response with the security headers; an HTML page with its policy (its body is read to hash
 * its inline scripts, unless `scriptHashes` are given, e.g. stored with a cached page).
 */
export async function withSecurityHeaders(
  response: Response,
  options: SecurityPolicyOptions,
  scriptHashes?: readonly string[],
): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const [name, value] of baselineHeaders(options)) headers.set(name, value);
  let body: BodyInit | null = response.body;
  if (headers.has('Content-Security-Policy')) {
    // Set where the page was rendered (a cached page carries its own).
  } else if (isHtml(headers)) {
    let hashes = scriptHashes ?? [];
    if (!scriptHashes && response.body !== null) {
      const html = await response.text();
      hashes = inlineScriptHashes(html);
      body = html;
    }
    headers.set('Content-Security-Policy', pagePolicy(options, hashes));
  } else {
    headers.set('Content-Security-Policy', resourcePolicy);
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
