import { describe, expect, it } from 'vitest';
import {
  PREVIEW_COOKIE,
  PREVIEW_MAX_AGE_SECONDS,
  asPreviewResponse,
  handlePreviewRequest,
  isPreviewRequest,
  isValidPreviewToken,
  previewToken,
  safeReturnPath,
} from '../lib/preview.ts';

const secret = 'a-long-random-preview-secret';
const now = Date.UTC(2026, 3, 20, 12);
const options = { secret, siteUrl: 'https://www.lumedra.example', now: () => now };
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://www.lumedra.example${path}`, { headers });

function cookieFrom(response: Response): string {
  return /^([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
}

describe('GET /api/preview', () => {
  it('with the right secret sets a short-lived, HttpOnly, Secure, SameSite=Lax cookie and leads to the path', () => {
    const response = handlePreviewRequest(
      get('/api/preview?secret=' + secret + '&path=/produkte/care'),
      options,
    )!;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/produkte/care');
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      new RegExp(
        `^${PREVIEW_COOKIE}=\\d+\\.[\\w-]{43}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // The cookie opens the preview for an hour, not longer.
    const request = get('/produkte/care', { cookie: `other=1; ${cookieFrom(response)}` });
    expect(isPreviewRequest(request, options)).toBe(true);
    const later = { ...options, now: () => now + PREVIEW_MAX_AGE_SECONDS * 1000 };
    expect(isPreviewRequest(request, later)).toBe(false);
  });

  it('sets no Secure flag on a site served over http (the cookie would never come back)', () => {
    const response = handlePreviewRequest(get('/api/preview?secret=' + secret), {
      ...options,
      siteUrl: 'http://localhost:3000',
    })!;
    expect(response.headers.get('set-cookie')).not.toContain('Secure');
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers a wrong or missing secret with 401 and no cookie', () => {
    for (const query of [
      '',
      '?secret=',
      '?secret=wrong',
      `?secret=${secret}x`,
      `?secret=${secret.slice(1)}`,
    ]) {
      const response = handlePreviewRequest(get(`/api/preview${query}`), options)!;
      expect(response.status, query).toBe(401);
      expect(response.headers.get('set-cookie'), query).toBeNull();
    }
  });

  it('never leads to another site', () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'produkte',
      '/%0d%0ax',
    ]) {
      const location = handlePreviewRequest(
        get(`/api/preview?secret=${secret}&path=${encodeURIComponent(path)}`),
        options,
      )!.headers.get('location')!;
      expect(location.startsWith('/') && !location.startsWith('//'), path).toBe(true);
    }
    expect(safeReturnPath('/en/products/care?x=1#a')).toBe('/en/products/care?x=1#a');
  });
});

describe('GET /api/preview/end', () => {
  it('drops the cookie and leads back', () => {
    const response = handlePreviewRequest(get('/api/preview/end?path=/en'), options)!;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en');
    expect(response.headers.get('set-cookie')).toBe(
      `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
    );
  });
});

describe('the preview cookie', () => {
  it('cannot be forged, extended or carried to a site with another secret', () => {
    const expires = Math.floor(now / 1000) + 60;
    const token = previewToken(secret, expires);
    expect(isValidPreviewToken(token, options)).toBe(true);
    expect(isValidPreviewToken(token.replace(/^\d+/, String(expires + 3600)), options)).toBe(false);
    expect(isValidPreviewToken(token, { ...options, secret: `${secret}-rotated` })).toBe(false);
    expect(isValidPreviewToken(`${expires}.${'A'.repeat(43)}`, options)).toBe(false);
    expect(isValidPreviewToken('garbage', options)).toBe(false);
    expect(isValidPreviewToken(undefined, options)).toBe(false);
  });

  it('is ignored while preview is off', () => {
    const cookie = `${PREVIEW_COOKIE}=${previewToken(secret, Math.floor(now / 1000) + 60)}`;
    expect(isPreviewRequest(get('/', { cookie }), undefined)).toBe(false);
  });
});

describe('a page in preview', () => {
  it('is never stored and never indexed', () => {
    const page = asPreviewResponse(
      new Response('<html></html>', {
        headers: {
          'Cache-Control': 'public, max-age=0, s-maxage=300',
          ETag: '"x"',
          'Content-Type': 'text/html',
        },
      }),
    );
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('etag')).toBeNull();
  });
});
