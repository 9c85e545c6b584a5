// The image proxy against the real content-service stand-in (its image renditions over HTTP).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../../content-service/src/server.ts';
import { createImageProxy, imageOriginsByHost, proxiedImageSrc } from '../lib/image-proxy.ts';

let cms: ContentService;
let imageDir: string;
beforeAll(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'image-proxy-test-'));
  cms = await startContentService({ port: 0, imageCacheDir: imageDir, log: () => {} });
});
afterAll(async () => {
  await cms.close();
  await rm(imageDir, { recursive: true, force: true });
});

const site = 'http://www.example.test';
const host = () => new URL(cms.url).host;
const proxy = (origins = [cms.url]) => createImageProxy({ origins: imageOriginsByHost(origins) });
const get = (handler: (r: Request) => Promise<Response>, path: string, headers: HeadersInit = {}) =>
  handler(new Request(`${site}${path}`, { headers }));

describe('proxiedImageSrc', () => {
  const origins = imageOriginsByHost(['https://cms.example', 'http://localhost:4001']);
  it('maps an image of an allowed origin to /img/{host}{path}', () => {
    expect(proxiedImageSrc('https://cms.example/images/stage-care', origins)).toBe(
      '/img/cms.example/images/stage-care',
    );
    expect(proxiedImageSrc('http://localhost:4001/images/a/', origins)).toBe('/img/localhost:4001/images/a');
  });
  it('refuses any other origin, scheme or a query', () => {
    expect(proxiedImageSrc('https://evil.example/images/a', origins)).toBeUndefined();
    expect(proxiedImageSrc('http://cms.example/images/a', origins)).toBeUndefined();
    expect(proxiedImageSrc('https://cms.example/images/a?x=1', origins)).toBeUndefined();
    expect(proxiedImageSrc('not a url', origins)).toBeUndefined();
  });
});

describe('GET /img/…', () => {
  it('serves a rendition from the site, byte for byte, with long-lived caching; the CMS is asked once', async () => {
    const handler = proxy();
    const direct = new Uint8Array(await (await fetch(`${cms.url}/images/stage-care/s-16-9`)).arrayBuffer());
    cms.resetCounts();
    const [first, ...rest] = await Promise.all(
      Array.from({ length: 5 }, () => get(handler, `/img/${host()}/images/stage-care/s-16-9`)),
    );
    expect(first!.status).toBe(200);
    expect(first!.headers.get('content-type')).toBe('image/jpeg');
    expect(first!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await first!.arrayBuffer())).toEqual(direct);
    for (const r of rest) expect(r.status).toBe(200);
    expect((await get(handler, `/img/${host()}/images/stage-care/s-16-9`)).status).toBe(200);
    expect(cms.counts().images).toBe(1);
  });

  it('answers 304 to the ETag it sent', async () => {
    const handler = proxy();
    const first = await get(handler, `/img/${host()}/images/stage-care/xs-1-1`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(
      (await get(handler, `/img/${host()}/images/stage-care/xs-1-1`, { 'If-None-Match': etag })).status,
    ).toBe(304);
  });

  it('is no open proxy: other hosts, other paths and queries are 404', async () => {
    const handler = proxy();
    for (const path of [
      `/img/evil.example/images/stage-care/s-16-9`,
      `/img/${host()}/content`,
      `/img/${host()}/images/stage-care`,
      `/img/${host()}/images/stage-care/s-16-9?x=1`,
      `/img/${host()}`,
    ])
      expect((await get(handler, path)).status, path).toBe(404);
  });

  it('passes a missing image on as 404 and a failing CMS as 502, keeping neither', async () => {
    const handler = proxy();
    expect((await get(handler, `/img/${host()}/images/made-up/s-16-9`)).status).toBe(404);
    const down = proxy(['http://127.0.0.1:9']);
    const failed = await get(down, '/img/127.0.0.1:9/images/stage-care/s-16-9');
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses what is not a raster image (an SVG or HTML page at a rendition path)', async () => {
    const hostile = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
      const response = await get(proxy([origin]), `/img/${new URL(origin).host}/images/x/s-16-9`);
      expect(response.status).toBe(502);
    } finally {
      await new Promise((resolve) => hostile.close(resolve));
    }
  });
});
