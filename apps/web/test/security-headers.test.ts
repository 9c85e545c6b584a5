import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baselineHeaders,
  inlineScriptHashes,
  pagePolicy,
  withSecurityHeaders,
} from '../lib/security-headers.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const options = {
  siteUrl: 'http://localhost:3000',
  imageOrigins: ['http://cms.example:4001'],
  connectOrigins: ['https://finder.example/api/', 'https://maps.example/style.json'],
};

describe('inlineScriptHashes', () => {
  it('hashes the executable inline scripts exactly, and skips external scripts and data blocks', () => {
    const html =
      '<script>window.__ctx = {"a":"ü"};</script>' +
      '<script type="module">import("/assets/entry.js");</script>' +
      '<script src="/assets/app.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      '<SCRIPT type="text/javascript">\nx()\n</SCRIPT >';
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__ctx = {"a":"ü"};'),
      sha('import("/assets/entry.js");'),
      sha('\nx()\n'),
    ]);
  });
});

describe('pagePolicy', () => {
  const policy = pagePolicy(options, [sha('a')]);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts from the site and by hash only', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${sha('a')}`);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('names only the origins the site uses', () => {
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: http://cms.example:4001`);
    expect(directive('connect-src')).toBe(`connect-src 'self' https://finder.example https://maps.example`);
    expect(directive('frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    );
  });

  it('locks objects, base URL, form targets and framing', () => {
    for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'self'"])
      expect(policy.split('; ')).toContain(d);
  });
});

describe('withSecurityHeaders', () => {
  it('gives an HTML page its policy from its own scripts, and keeps its body', async () => {
    const html = '<!doctype html><script>go()</script><p>Hallo</p>';
    const response = await withSecurityHeaders(
      new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      options,
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(html);
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha('go()')}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the policy a cached page carries, and gives other responses a policy that allows nothing', async () => {
    const cached = await withSecurityHeaders(
      new Response('<p/>', { headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': 'x' } }),
      options,
    );
    expect(cached.headers.get('content-security-policy')).toBe('x');
    const json = await withSecurityHeaders(Response.json({ ok: true }), options);
    expect(json.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  it('sends HSTS only for an https site', () => {
    expect(
      new Map(baselineHeaders({ siteUrl: 'https://www.example.com' })).get('Strict-Transport-Security'),
    ).toMatch(/max-age=\d+/);
    expect(
      new Map(baselineHeaders({ siteUrl: 'http://localhost:3000' })).has('Strict-Transport-Security'),
    ).toBe(false);
  });
});
