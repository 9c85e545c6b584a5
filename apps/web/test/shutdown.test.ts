// Graceful shutdown of the production server (apps/web/server.ts, after the build): a request in
// flight when SIGTERM arrives is answered in full, then the process exits 0; no new connection is
// taken in between. Real processes, real content-service.
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

describe('shutdown', { timeout: testTimeouts.unit * 2 }, () => {
  it('answers the request in flight in full, refuses new ones, and exits 0', async () => {
    // Every content request takes 3 s: the page request below is in flight when SIGTERM comes.
    content = await startContentService({ port: 0, scenario: 'slow', log: () => {} });
    const port = await freePort();
    const web = spawn(process.execPath, [server], {
      env: { ...process.env, PORT: String(port), CONTENT_ENDPOINT: content.endpoint, SERVICES: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    web.stdout.on('data', (d: Buffer) => (output += d.toString()));
    web.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      await expect.poll(() => output, { timeout: testTimeouts.unit }).toContain('web listening');
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
      expect(output).toContain('SIGTERM received');
    } finally {
      if (web.exitCode === null) web.kill('SIGKILL');
    }
  });
});
