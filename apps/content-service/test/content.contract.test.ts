// Contract tests: the REAL content service over HTTP, read by the REAL @healthsite/content-client
// (the built package). CONTENT-CONTRACT.md §1 and the error catalogue of the product spec §8.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, createContentClient } from '@healthsite/content-client';
import { startContentService } from '../src/server.ts';
import { clientFor, recordingLogger, startHarness, type Harness } from './helpers.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ control: true });
});
afterEach(async () => {
  await h.cleanup();
});

function raw(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /content', () => {
  it('answers 200 with a strong ETag, JSON, no-cache and Vary', async () => {
    const res = await fetch(h.service.endpoint, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { sites: { locale: string; pages: unknown[] }[] };
    expect(body.sites.map((s) => s.locale)).toEqual(['de-DE', 'en']);
  });

  it('answers 304 to a matching If-None-Match, also in lists and with W/', async () => {
    const etag = (await raw(h.service.endpoint)).headers.etag as string;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, `"a",W/${etag} , "b"`, '*']) {
      const res = await raw(h.service.endpoint, { 'if-none-match': inm });
      expect(res.status, inm).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    expect((await raw(h.service.endpoint, { 'if-none-match': '"nope"' })).status).toBe(200);
  });

  it('gzips when accepted, identity otherwise', async () => {
    const plain = await raw(h.service.endpoint);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await raw(h.service.endpoint, { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    // a different representation, a different strong validator; each revalidates the content
    expect(zipped.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
    expect((await raw(h.service.endpoint, { 'if-none-match': String(zipped.headers.etag) })).status).toBe(
      304,
    );
    const zipped304 = await raw(h.service.endpoint, {
      'if-none-match': String(plain.headers.etag),
      'accept-encoding': 'gzip',
    });
    expect(zipped304.status).toBe(304);
    expect(zipped304.headers.etag).toBe(zipped.headers.etag);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(
      (await raw(h.service.endpoint, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('rewrites service-relative image src to absolute URLs', async () => {
    const text = await (await fetch(h.service.endpoint)).text();
    expect(text).not.toMatch(/"src":"\/images\//);
    expect(text).toContain(`"src":"${h.service.url}/images/stage-care"`);
  });

  it('answers HEAD, 405 for other methods, 404 elsewhere, and /health', async () => {
    expect((await raw(h.service.endpoint, {}, 'HEAD')).status).toBe(200);
    expect((await fetch(h.service.endpoint, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${h.service.url}/nope`)).status).toBe(404);
    const health = await fetch(`${h.service.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
  });
});

describe('client over HTTP', () => {
  it('first load stores the ETag; revalidation gets 304 and keeps the cache', async () => {
    const { client } = clientFor(h.service);
    expect(client.version).toBeUndefined();
    const sites = await client.getSites();
    const version = client.version;
    expect(version).toMatch(/^"sha256-/);
    h.service.resetCounts();
    expect(await client.refresh()).toBe('not-modified');
    expect(h.service.counts().content).toBe(1);
    expect(client.version).toBe(version);
    expect(await client.getSites()).toBe(sites);
    expect((await client.pageByUrl('/en/products/care/?x=1#y'))?.page.id).toBe('p-care-en');
  });

  it('sees edited content files: new ETag, new content', async () => {
    const { client } = clientFor(h.service);
    const before = (await client.pageByUrl('/produkte/care'))!.page;
    const v1 = client.version;
    const file = join(h.contentDir, 'de-DE', 'pages', 'produkte-care.json');
    const page = JSON.parse(await readFile(file, 'utf8'));
    page.seo.title = 'LUMEDRA CARE – geändert';
    await writeFile(file, JSON.stringify(page));
    expect(await client.refresh()).toBe('updated');
    expect(client.version).not.toBe(v1);
    const after = (await client.pageByUrl('/produkte/care'))!.page;
    expect(after.seo.title).toBe('LUMEDRA CARE – geändert');
    expect(before.seo.title).not.toBe(after.seo.title);
    expect(await client.refresh()).toBe('not-modified');
  });

  it('sees added and removed page files', async () => {
    const { client } = clientFor(h.service);
    expect(await client.pageByUrl('/neu')).toBeUndefined();
    const file = join(h.contentDir, 'de-DE', 'pages', 'zz-neu.json');
    await writeFile(
      file,
      JSON.stringify({
        id: 'p-neu',
        urlSegment: '/neu',
        locale: 'de-DE',
        seo: { title: 'Neu' },
        content: [],
      }),
    );
    await client.refresh();
    expect((await client.pageByUrl('/neu'))?.page.id).toBe('p-neu');
  });

  it('serves the last good content file while one is being saved (invalid JSON)', async () => {
    const first = await (await fetch(h.service.endpoint)).text();
    await writeFile(join(h.contentDir, 'en', 'pages', 'home.json'), '{ "id": "p-home-en", ');
    const res = await fetch(h.service.endpoint);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(first);
  });

  it('shares one request between concurrent callers (single flight)', async () => {
    const { client } = clientFor(h.service);
    h.service.resetCounts();
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => client.getSites()),
      client.pageByUrl('/'),
      client.siteFor('en'),
      client.refresh(),
    ]);
    expect(h.service.counts().content).toBe(1);
    expect(results[0]).toHaveLength(2);
    h.service.resetCounts();
    await Promise.all(Array.from({ length: 10 }, () => client.refresh()));
    expect(h.service.counts().content).toBe(1);
  });

  it('single flight holds through a slow answer', async () => {
    h.service.setScenario('slow');
    const { client } = clientFor(h.service);
    h.service.resetCounts();
    const started = Date.now();
    const all = await Promise.all(Array.from({ length: 5 }, () => client.pageByUrl('/en')));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(all.every((r) => r?.page.id === 'p-home-en')).toBe(true);
    expect(h.service.counts().content).toBe(1);
  });

  it('a slow answer beyond the client time-out is a NETWORK error', async () => {
    h.service.setScenario('slow');
    const { client } = clientFor(h.service, { timeoutMs: 300 });
    await expect(client.getSites()).rejects.toMatchObject({ name: 'ContentError', code: 'NETWORK' });
  });
});

describe('guarded intake over HTTP', () => {
  it('a CMS that drops a locale: refused, logged, the last good content serves on', async () => {
    const { client, logger } = clientFor(h.service);
    const before = await client.getSites();
    const version = client.version;
    await rm(join(h.contentDir, 'en'), { recursive: true });
    await expect(client.refresh()).rejects.toMatchObject({ code: 'SHRINK_REFUSED' });
    expect(logger.lines.some((l) => l.level === 'error' && /locale en is gone/.test(l.message))).toBe(true);
    expect(client.version).toBe(version);
    expect(await client.getSites()).toBe(before);
    expect((await client.pageByUrl('/en/products/care'))?.page.id).toBe('p-care-en');
  });

  it('a CMS that drops most pages of a locale: refused, unless the operator accepts it', async () => {
    const pages = join(h.contentDir, 'de-DE', 'pages');
    const files = (await readdir(pages)).filter((f) => f !== 'home.json');
    const guarded = clientFor(h.service).client;
    const accepting = clientFor(h.service, { acceptShrink: true }).client;
    await Promise.all([guarded.getSites(), accepting.getSites()]);
    for (const file of files) await rm(join(pages, file));
    await expect(guarded.refresh()).rejects.toMatchObject({
      code: 'SHRINK_REFUSED',
      message: expect.stringMatching(/locale de-DE has 1 of its \d+ pages/),
    });
    expect(await guarded.pageByUrl('/produkte/care')).toBeDefined();
    expect(await accepting.refresh()).toBe('updated');
    expect(await accepting.pageByUrl('/produkte/care')).toBeUndefined();
  });

  it('a CMS that rotates its ETag over the same body: the same content version, no cache flushed', async () => {
    // In front of the real service: the same body, a new ETag on every answer, never a 304.
    let n = 0;
    const rotating = createServer((_req, res) => {
      void fetch(h.service.endpoint).then(async (upstream) => {
        res.writeHead(200, { 'content-type': 'application/json', etag: `"rotation-${++n}"` });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => rotating.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = rotating.address() as AddressInfo;
      const client = createContentClient({
        endpoint: `http://127.0.0.1:${port}/content`,
        logger: recordingLogger(),
      });
      const sites = await client.getSites();
      const version = client.version;
      expect(await client.refresh()).toBe('updated');
      expect(n).toBe(2);
      expect(client.version).toBe(version);
      expect((await client.getSites())[0]?.pages.length).toBe(sites[0]?.pages.length);
    } finally {
      rotating.closeAllConnections();
      await new Promise((resolve) => rotating.close(resolve));
    }
  });
});

describe('error catalogue over HTTP', () => {
  it('500: "API responded with status 500"', async () => {
    h.service.setScenario('status-500');
    const { client } = clientFor(h.service);
    const error = await client.getSites().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      code: 'HTTP_STATUS',
      status: 500,
      message: 'API responded with status 500',
    });
  });

  it('no sites: "Censhare API responded with no site data"', async () => {
    h.service.setScenario('no-sites');
    const res = await fetch(h.service.endpoint);
    expect(await res.json()).toEqual({ sites: [] });
    const { client } = clientFor(h.service);
    await expect(client.getSites()).rejects.toMatchObject({
      code: 'NO_SITE_DATA',
      message: 'Censhare API responded with no site data',
    });
  });

  it('garbage JSON: "Censhare API responded with no site data"', async () => {
    h.service.setScenario('garbage');
    const res = await fetch(h.service.endpoint);
    expect(res.status).toBe(200);
    await expect(res.clone().json()).rejects.toThrow();
    const { client } = clientFor(h.service);
    await expect(client.pageByUrl('/')).rejects.toMatchObject({
      code: 'NO_SITE_DATA',
      message: 'Censhare API responded with no site data',
    });
  });

  it('endpoint not configured: "Endpoint not configured."', async () => {
    const client = createContentClient({ endpoint: '', logger: recordingLogger() });
    await expect(client.getSites()).rejects.toMatchObject({
      code: 'ENDPOINT_NOT_CONFIGURED',
      message: 'Endpoint not configured.',
    });
  });

  it('without-404: the content lacks only the /404 pages', async () => {
    const { client } = clientFor(h.service);
    expect(await client.pageByUrl('/404')).toBeDefined();
    h.service.setScenario('without-404');
    expect(await client.refresh()).toBe('updated');
    expect(await client.pageByUrl('/404')).toBeUndefined();
    expect(await client.pageByUrl('/en/404')).toBeUndefined();
    expect((await client.pageByUrl('/produkte/care'))?.page.id).toBe('p-care-de');
  });
});

describe('stale-if-error over HTTP', () => {
  for (const scenario of ['status-500', 'garbage', 'no-sites'] as const) {
    it(`keeps serving the last good content when the service switches to ${scenario}`, async () => {
      const { client, logger } = clientFor(h.service, { revalidateAfterMs: 0 });
      const good = await client.getSites();
      const version = client.version;
      h.service.setScenario(scenario);
      await expect(client.refresh()).rejects.toBeInstanceOf(ContentError);
      expect(await client.getSites()).toBe(good);
      expect((await client.pageByUrl('/produkte/care'))?.page.id).toBe('p-care-de');
      expect(client.version).toBe(version);
      expect(
        logger.lines.some((l) => l.level === 'error' && l.message.includes('serving the last good content')),
      ).toBe(true);
      h.service.setScenario('normal');
      expect(await client.refresh()).toBe('not-modified');
    });
  }

  it('keeps serving when the service is gone', async () => {
    const { client } = clientFor(h.service);
    const good = await client.getSites();
    await h.service.close();
    await expect(client.refresh()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(await client.getSites()).toBe(good);
  });

  it('with an empty cache the error is thrown', async () => {
    h.service.setScenario('status-500');
    const { client } = clientFor(h.service, { revalidateAfterMs: 0 });
    await expect(client.pageByUrl('/')).rejects.toThrow('API responded with status 500');
    h.service.setScenario('normal');
    expect((await client.pageByUrl('/'))?.page.id).toBe('p-home-de');
  });
});

describe('scenario control', () => {
  it('PUT /__control/scenario switches the scenario when control is enabled', async () => {
    const put = (body: string) =>
      fetch(`${h.service.url}/__control/scenario`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/json' },
      });
    expect((await put(JSON.stringify({ scenario: 'status-500' }))).status).toBe(200);
    expect(h.service.scenario).toBe('status-500');
    expect((await fetch(h.service.endpoint)).status).toBe(500);
    const bad = await put(JSON.stringify({ scenario: 'chaos' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('normal, status-500, no-sites, garbage, without-404, slow');
    expect((await put('not json')).status).toBe(400);
    expect((await put(JSON.stringify({ scenario: 'normal' }))).status).toBe(200);
    expect((await fetch(h.service.endpoint)).status).toBe(200);
  });

  it('refuses the control endpoints to a web page of another origin', async () => {
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const res = await fetch(`${h.service.url}/__control/scenario`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"scenario":"status-500"}',
      });
      expect(res.status).toBe(403);
      expect((await fetch(`${h.service.url}/__control/counts`, { headers })).status).toBe(403);
    }
    expect(h.service.scenario).toBe('normal');
  });

  it('is 404 when control is not enabled', async () => {
    const other = await startContentService({ contentDir: h.contentDir, log: () => {} });
    try {
      const res = await fetch(`${other.url}/__control/scenario`, {
        method: 'PUT',
        body: '{"scenario":"status-500"}',
      });
      expect(res.status).toBe(404);
      expect((await fetch(other.endpoint)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('starts in the scenario given', async () => {
    const other = await startContentService({
      contentDir: h.contentDir,
      scenario: 'no-sites',
      log: () => {},
    });
    try {
      expect(await (await fetch(other.endpoint)).json()).toEqual({ sites: [] });
    } finally {
      await other.close();
    }
  });
});

describe('GET /files', () => {
  it('serves a PDF per download name and 404 otherwise', async () => {
    const res = await fetch(`${h.service.url}/files/lumedra-care-gebrauchsanweisung.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('(LUMEDRA CARE Gebrauchsanweisung) Tj');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await fetch(`${h.service.url}/files/x.exe`)).status).toBe(404);
    expect((await fetch(`${h.service.url}/files/..%2Fsecret.pdf`)).status).toBe(404);
  });
});
