// The client against a hostile CMS over real HTTP: one that would send 100 MB. The client stops
// reading at its limit (20 MB by default), so the rest is never transferred, and keeps no content.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_CONTENT_BYTES, createContentClient } from './client';
import { recordingLogger } from './__fixtures__/content';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('a CMS that sends 100 MB', () => {
  it('is cut off at the limit: a TOO_LARGE error, most of the body never sent', async () => {
    const total = 100 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let written = 0;
    let finished = false;
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }); // no Content-Length: streamed
      const write = () => {
        while (written < total) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        finished = true;
        res.end();
      };
      write();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = createContentClient({
      endpoint: `http://127.0.0.1:${port}/content`,
      logger: recordingLogger(),
    });

    await expect(client.getSites()).rejects.toMatchObject({ code: 'TOO_LARGE' });
    expect(client.version).toBeUndefined();
    expect(finished).toBe(false);
    // What the server managed to write before the client hung up: the limit plus socket buffers.
    expect(written).toBeLessThan(DEFAULT_MAX_CONTENT_BYTES + 16 * 1024 * 1024);
  });
});
