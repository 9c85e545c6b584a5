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
async function startWeb(endpoint: string) {
  const port = await freePort();
  const web = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      CONTENT_ENDPOINT: endpoint,
      SERVICES: 'off',
      DEBUG_HEADERS: '',
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
