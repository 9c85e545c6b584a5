// The production server (apps/web/server.ts, after the build) as it runs without the test rig's
// settings: no internal headers; graceful shutdown (a request in flight when SIGTERM arrives is
// answered in full, then the process exits 0). Real processes, real content-service.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../../content-service/src/server.ts';
import { testTimeouts } from '../../../scripts/test-timeouts.ts';

const server = join(import.meta.dirname, '..', 'server.ts');
/** 10,000 requests: 13 s at load 10 on 2 cores, 6 s alone. */
const FLOOD_LIMIT_MS = 180_000;
let content: ContentService | undefined;
afterEach(async () => {
  await content?.close().catch(() => {});
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The web server on a free port, configured as in production; resolves once it listens. */
async function startWeb(endpoint: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const web = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      ...extra,
      PORT: String(port),
      NODE_ENV: 'production',
      EMBEDDED: '',
      CONTENT_ENDPOINT: endpoint,
      FINDER_ENDPOINT: 'http://127.0.0.1:9',
      SITE_URL: `http://127.0.0.1:${port}`,
      SERVICES: 'off',
      DEBUG_HEADERS: extra.DEBUG_HEADERS ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { output: '' };
  web.stdout.on('data', (d: Buffer) => (log.output += d.toString()));
  web.stderr.on('data', (d: Buffer) => (log.output += d.toString()));
  await expect.poll(() => log.output, { timeout: testTimeouts.unit }).toContain('web listening');
  return { web, port, log };
}

describe('production server', { timeout: testTimeouts.unit * 2 }, () => {
  it('stops at once with one message naming every endpoint production lacks', async () => {
    const web = spawn(process.execPath, [server], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    web.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const [code] = (await once(web, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('CONTENT_ENDPOINT, FINDER_ENDPOINT, SITE_URL must be set in production');
    expect(stderr.match(/must be set/g)).toHaveLength(1);
  });

  it('is not ready until the content is loaded; alive all along', async () => {
    content = await startContentService({ port: 0, scenario: 'status-500', log: () => {} });
    const { web, port } = await startWeb(content.endpoint);
    try {
      const notReady = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('retry-after')).toBe('5');
      expect(await notReady.json()).toMatchObject({
        status: 'not-ready',
        checks: { content: 'unavailable' },
      });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      content.setScenario('normal');
      // The client backs off for 3 s after the failed start; readiness follows the first load.
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status, {
          timeout: testTimeouts.unit,
        })
        .toBe(200);
    } finally {
      web.kill('SIGKILL');
    }
  });

  it('writes one JSON access line per request, without query strings, addresses or bodies', async () => {
    content = await startContentService({ port: 0, log: () => {} });
    const { web, port, log } = await startWeb(content.endpoint);
    try {
      await fetch(`http://127.0.0.1:${port}/produkte/care?email=kim%40example.com&q=secret`);
      await fetch(`http://127.0.0.1:${port}/produkte/care`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kim@example.com', message: 'geheime Nachricht' }),
      });
      await expect.poll(() => log.output.match(/"msg":"request"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      const lines = log.output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const access = lines.filter((l) => l.msg === 'request');
      expect(
        access.map((l) => [
          (l.req as { method: string }).method,
          (l.req as { path: string }).path,
          (l.res as { status: number }).status,
        ]),
      ).toEqual([
        ['GET', '/produkte/care', 200],
        ['POST', '/produkte/care', 405],
      ]);
      expect(access[0]).toMatchObject({
        level: 'info',
        req: { id: expect.any(String) },
        ms: expect.any(Number),
      });
      // (The visitor here is 127.0.0.1; so is the CMS, which the start line names.)
      expect(JSON.stringify(access)).not.toMatch(/127\.0\.0\.1|::1/);
      expect(log.output).not.toMatch(/kim|example\.com|secret|geheim/);
    } finally {
      web.kill('SIGKILL');
    }
  });

  it(
    'a flood of 10,000 random URLs leaves the real pages cached (hit rate ≥ 95 %)',
    { timeout: FLOOD_LIMIT_MS },
    async ({ task }) => {
      // The suite's summary reads this test's own limit from here.
      task.meta.limitMs = FLOOD_LIMIT_MS;
      content = await startContentService({ port: 0, log: () => {} });
      const { web, port } = await startWeb(content.endpoint, { DEBUG_HEADERS: 'on', RESPONSE_CACHE_MB: '8' });
      const base = `http://127.0.0.1:${port}`;
      const real = [
        '/',
        '/produkte',
        '/produkte/care',
        '/produkte/dual',
        '/trockene-augen',
        '/en',
        '/en/products/care',
        '/kontakt',
      ];
      const random = () => Math.random().toString(36).slice(2);
      const floodUrl = (i: number) =>
        [
          `/${random()}/${random()}`,
          `/?x=${random()}`,
          `/produkte/care?utm=${random()}`,
          `/en/${random()}.data`,
        ][i % 4]!;
      try {
        for (const path of real) expect((await fetch(base + path)).status, path).toBe(200);
        let hits = 0;
        let realRequests = 0;
        let failures = 0;
        let next = 0;
        // Eight clients at once; every tenth request of each asks for a real page.
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            while (next < 10_000) {
              const i = next++;
              const response = await fetch(base + floodUrl(i));
              await response.arrayBuffer();
              if (response.status >= 500) failures++;
              if (i % 10 === 0) {
                const page = await fetch(base + real[(i / 10) % real.length]!);
                await page.arrayBuffer();
                realRequests++;
                if (page.headers.get('x-cache') === 'HIT') hits++;
              }
            }
          }),
        );
        expect(failures).toBe(0);
        expect(realRequests).toBe(1000);
        expect(hits / realRequests).toBeGreaterThanOrEqual(0.95);
      } finally {
        web.kill('SIGKILL');
      }
    },
  );

  it('sends no internal headers (cache state, dropped blocks) unless debugging', async () => {
    content = await startContentService({ port: 0, log: () => {} });
    const { web, port } = await startWeb(content.endpoint);
    try {
      for (let i = 0; i < 2; i++) {
        const page = await fetch(`http://127.0.0.1:${port}/produkte/care`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
        expect([page.headers.get('x-cache'), page.headers.get('x-dropped-blocks')]).toEqual([null, null]);
      }
    } finally {
      web.kill('SIGKILL');
    }
  });

  it('a page rendered for one response allows its scripts by nonce, a cached page by hash', async () => {
    content = await startContentService({ port: 0, log: () => {} });
    const uncached = await startWeb(content.endpoint, { RESPONSE_CACHE_MB: '0' });
    const cached = await startWeb(content.endpoint);
    try {
      const nonces = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const page = await fetch(`http://127.0.0.1:${uncached.port}/produkte/care`);
        const policy = page.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        expect(nonce, policy).toBeDefined();
        nonces.add(nonce!);
        const html = await page.text();
        // The scripts that run (the data blocks, JSON-LD and the route's view, run nothing and
        // need no nonce).
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
          .map((m) => m[0])
          .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      }
      expect(nonces.size).toBe(2);
      const page = await fetch(`http://127.0.0.1:${cached.port}/produkte/care`);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
      expect(page.headers.get('content-security-policy')).not.toMatch(/nonce/);
      const data = await fetch(`http://127.0.0.1:${cached.port}/produkte/care.data`);
      expect(data.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    } finally {
      uncached.web.kill('SIGKILL');
      cached.web.kill('SIGKILL');
    }
  });

  it('answers the request in flight in full on SIGTERM, then exits 0', async () => {
    // Every content request takes 3 s: the page request below is in flight when SIGTERM comes.
    content = await startContentService({ port: 0, scenario: 'slow', log: () => {} });
    const { web, port, log } = await startWeb(content.endpoint);
    try {
      // The content request of the server's start takes 3 s: a page request now waits for it.
      await expect.poll(() => content!.counts().content, { interval: 20 }).toBeGreaterThan(0);
      const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.get(`http://127.0.0.1:${port}/produkte/care`, { agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
      });
      // Connections are taken in order: once one opened after the page's is answered, the server
      // holds the page request.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      web.kill('SIGTERM');
      const [code] = (await once(web, 'exit')) as [number | null];
      const page = await inFlight;
      expect(page.status).toBe(200);
      expect(page.body).toContain('</html>');
      expect(code).toBe(0);
      expect(log.output).toContain('SIGTERM received');
    } finally {
      if (web.exitCode === null) web.kill('SIGKILL');
    }
  });
});
