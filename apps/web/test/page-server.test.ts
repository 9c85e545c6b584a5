import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freshNonce, header, preloadLinkHeader } from '../lib/page-server.ts';

describe('preloadLinkHeader', () => {
  it("turns the head's preloads (font, largest image with its srcset) into one Link header", () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
      '<link rel="preload" href="/assets/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
      '<link rel="preload" as="image" imageSrcSet="/img/a/xs 320w, /img/a/s 768w" imageSizes="100vw" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/x.js"/></head><body>' +
      '<link rel="preload" href="/late.png" as="image"/></body></html>';
    expect(preloadLinkHeader(html)).toBe(
      '</assets/inter.woff2>; rel=preload; as="font"; type="font/woff2"; crossorigin, ' +
        '</img/a/xs>; rel=preload; as="image"; imagesrcset="/img/a/xs 320w, /img/a/s 768w"; imagesizes="100vw"; fetchpriority="high"',
    );
  });

  it('is absent when the head preloads nothing', () => {
    expect(preloadLinkHeader('<html><head><title>x</title></head><body></body></html>')).toBeUndefined();
  });
});

describe('freshNonce', () => {
  it('gives every response its own nonce of 144 random bits, also past a refill of its pool', () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

describe('header', () => {
  it("reads a request's headers as Node's req.headers gives them, repeated fields included", async () => {
    // A real request over a socket, with fields in mixed case and repeated.
    const received = new Promise<IncomingMessage>((resolve) => {
      const server = createServer((req, res) => {
        resolve(req);
        res.end(() => server.close());
      }).listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(
            'GET / HTTP/1.1\r\nHost: x\r\nCookie: a=1\r\ncookie: __preview=s\r\n' +
              'If-None-Match: "a"\r\nIF-NONE-MATCH: "b"\r\nAccept-Encoding: br\r\n' +
              'X-Request-Id: abcdefgh-1\r\n\r\n',
          ),
        );
        socket.resume();
      });
    });
    const req = await received;
    for (const name of ['cookie', 'if-none-match', 'accept-encoding', 'x-request-id', 'x-absent'])
      expect(header(req, name)).toBe(req.headers[name] ?? null);
    expect(header(req, 'cookie')).toBe('a=1; __preview=s');
    expect(header(req, 'if-none-match')).toBe('"a", "b"');
  });
});
