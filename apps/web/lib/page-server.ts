// Pages, on Node's own request and response objects: the page cache (lib/response-cache.ts, keyed by
// app/cache-plan.server.ts), React Router's handler for what is not cached, the pages' headers
// (security, caching, ETag/304, compression) and one access line per request.
//
// A page that was served from the cache once is found again by its URL alone (`serveHit`, before
// any routing): its headers for each encoding are put together once per entry, so a hit costs a
// map lookup and one write. Everything else takes `serve`, which the router's catch-all calls.
import { carriedLength, carriedParts, responseBytes } from './document-bytes.ts';
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { LRUCache } from 'lru-cache';
import { etagOf, matchesEtag, withPageCaching, type PageCachingOptions } from './page-caching.ts';
import { type CachedResponse, type ResponseCache, preferredEncoding } from './response-cache.ts';
import {
  baselineHeaders,
  inlineScriptHashes,
  pagePolicy,
  resourcePolicy,
  type SecurityPolicyOptions,
} from './security-headers.ts';
import { logAccess, requestIdOf, type Logger } from './log.ts';
import type { ContentEncoding } from './compress.ts';

/** What the cache may do with a request (app/cache-plan.server.ts). */
export type CachePlan =
  { kind: 'cache'; key: string } | { kind: 'redirect'; location: string } | { kind: 'bypass' };

/** The request header that carries a response's script nonce to the renderer (entry.server.tsx). */
export const NONCE_HEADER = 'x-healthsite-nonce';

export interface PageServerOptions {
  /** React Router's request handler. */
  render: (request: Request) => Promise<Response>;
  cache: ResponseCache;
  plan: (url: URL) => Promise<CachePlan>;
  policy: SecurityPolicyOptions;
  pageCaching: PageCachingOptions;
  /** Send X-Cache and X-Dropped-Blocks (DEBUG_HEADERS=on). */
  debugHeaders: boolean;
  log: Logger;
  /** The content version the cache keys are made for. */
  contentVersion: () => string | undefined;
  /** Lets the content client revalidate when it is due (a hit does not ask for the content). */
  touchContent: () => void;
  /** Public origin, for the Request objects handed to the renderer. */
  siteUrl: string;
  /** A request answered for its sender alone (a draft preview): never from or into the cache. */
  privateRequest?: (req: IncomingMessage) => boolean;
}

interface Remembered {
  version: string | undefined;
  key: string;
}

const INTERNAL = new Set(['x-cache', 'x-dropped-blocks']);

export function createPageServer(options: PageServerOptions) {
  const { cache, log, debugHeaders, policy } = options;
  const baseline = baselineHeaders(policy);
  // URL as requested → the cache key it was served under (per content version).
  const remembered = new LRUCache<string, Remembered>({ max: 5_000 });
  // The headers of an entry for each encoding, made once per entry.
  const wireHeaders = new WeakMap<CachedResponse, Map<string, string[]>>();

  function headersFor(entry: CachedResponse, encoding: ContentEncoding | undefined): string[] {
    let byEncoding = wireHeaders.get(entry);
    if (!byEncoding) wireHeaders.set(entry, (byEncoding = new Map()));
    const name = encoding ?? 'identity';
    let flat = byEncoding.get(name);
    if (!flat) {
      const headers = new Headers(entry.headers);
      for (const [key, value] of baseline) headers.set(key, value);
      headers.append('Vary', 'Accept-Encoding');
      if (!debugHeaders) for (const key of INTERNAL) headers.delete(key);
      const body = encoding ? entry.encoded[encoding] : undefined;
      if (encoding && body) headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String((body ?? entry.body).byteLength));
      flat = [...headers].flat();
      byEncoding.set(name, flat);
    }
    return flat;
  }

  function writeEntry(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedResponse,
    state: 'HIT' | 'MISS',
    id: string,
  ): number {
    const etag = entry.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1];
    const extra = [...(debugHeaders ? ['X-Cache', state] : []), 'X-Request-Id', id];
    if (etag && matchesEtag(header(req, 'if-none-match'), etag)) {
      const kept = entry.headers.filter(([name]) =>
        /^(etag|cache-control|vary|content-security-policy)$/i.test(name),
      );
      res.writeHead(304, [...kept.flat(), ...baseline.flat(), ...extra]);
      res.end();
      return 304;
    }
    const accepted = preferredEncoding(header(req, 'accept-encoding'));
    const encoding = accepted && entry.encoded[accepted] ? accepted : undefined;
    res.writeHead(entry.status, [...headersFor(entry, encoding), ...extra]);
    if (req.method === 'HEAD') res.end();
    else res.end(encoding ? entry.encoded[encoding] : entry.body);
    return entry.status;
  }

  function access(req: IncomingMessage, id: string, status: number, started: number, cacheState?: string) {
    logAccess(log, {
      id,
      method: req.method ?? 'GET',
      pathname: (req.url ?? '/').split('?')[0]!,
      status,
      ms: performance.now() - started,
      cache: cacheState,
    });
  }

  /** A Request for the renderer: this origin, the visitor's headers, and the script nonce if any. */
  function requestFor(req: IncomingMessage, url: URL, nonce: string | undefined): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === NONCE_HEADER || name.startsWith(':')) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    if (nonce) headers.set(NONCE_HEADER, nonce);
    return new Request(url, { method: 'GET', headers });
  }

  /**
   * A rendered response that is not kept, with the page headers. With a nonce (rendered for this
   * response alone) its policy names the nonce; without one (a page the cache would have kept, e.g.
   * an error page) its scripts are allowed by hash. A page comes as the bytes the entry finished
   * (document-bytes.ts); any other body is piped as it comes.
   */
  async function writeRendered(
    req: IncomingMessage,
    res: ServerResponse,
    response: Response,
    nonce: string | undefined,
    id: string,
  ) {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of response.headers) {
      if (!debugHeaders && INTERNAL.has(name)) continue;
      headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
    }
    for (const [name, value] of baseline) headers[name] = value;
    headers['x-request-id'] = id;
    const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
    if (html && nonce) headers['content-security-policy'] = pagePolicy(policy, [`'nonce-${nonce}'`]);
    else if (html) {
      const bytes = await responseBytes(response);
      const text = new TextDecoder().decode(bytes);
      headers['content-security-policy'] = pagePolicy(policy, inlineScriptHashes(text));
      headers['content-length'] = bytes.byteLength;
      res.writeHead(response.status, headers);
      res.end(req.method === 'HEAD' ? undefined : bytes);
      return;
    } else if (!headers['content-security-policy']) headers['content-security-policy'] = resourcePolicy;
    const carried = carriedParts(response);
    if (carried) {
      // A page rendered for this response alone: its finished bytes as they are, part by part (one
      // write to the socket: corked, the parts go out together when the response ends).
      headers['content-length'] = carriedLength(carried);
      res.writeHead(response.status, headers);
      if (req.method === 'HEAD') return void res.end();
      res.cork();
      for (const part of carried) res.write(part);
      res.end();
      return;
    }
    res.writeHead(response.status, headers);
    if (req.method === 'HEAD' || !response.body) {
      await response.body?.cancel().catch(() => {});
      res.end();
      return;
    }
    await new Promise<void>((resolve) => {
      const body = Readable.fromWeb(response.body as WebReadableStream);
      body.on('error', () => {
        res.destroy();
        resolve();
      });
      res.on('close', resolve);
      body.pipe(res);
    });
  }

  return {
    /** Answers a GET or HEAD for a URL served from the cache before, if its entry is still there. */
    serveHit(req: IncomingMessage, res: ServerResponse): boolean {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
      if (options.privateRequest?.(req)) return false;
      const known = remembered.get(req.url);
      if (!known || known.version !== options.contentVersion()) return false;
      const entry = cache.get(known.key);
      if (!entry) return false;
      const started = performance.now();
      const id = requestIdOf(header(req, 'x-request-id'));
      options.touchContent();
      access(req, id, writeEntry(req, res, entry, 'HIT', id), started, 'HIT');
      return true;
    },

    /** Answers any request for a page. */
    async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const started = performance.now();
      const id = requestIdOf(header(req, 'x-request-id'));
      const plain = (status: number, text: string | null, extra: OutgoingHttpHeaders = {}) => {
        res.writeHead(status, {
          ...Object.fromEntries(baseline),
          'Content-Security-Policy': resourcePolicy,
          'Cache-Control': 'no-store',
          'X-Request-Id': id,
          ...(text === null ? {} : { 'Content-Type': 'text/plain; charset=utf-8' }),
          ...extra,
        });
        res.end(text ?? undefined);
        access(req, id, status, started);
      };
      // Pages answer GET and HEAD: anything else gets 405 before a render (and is no error).
      if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, null, { Allow: 'GET, HEAD' });
      let url: URL;
      try {
        url = new URL(req.url ?? '/', options.siteUrl);
        decodeURIComponent(url.pathname);
      } catch {
        return plain(400, 'Bad Request');
      }
      const render = async (nonce?: string) =>
        withPageCaching(await options.render(requestFor(req, url, nonce)), options.pageCaching);
      try {
        const plan: CachePlan = options.privateRequest?.(req) ? { kind: 'bypass' } : await options.plan(url);
        if (plan.kind === 'redirect') return plain(301, null, { Location: plan.location });
        if (plan.kind === 'bypass') {
          // Rendered for this response alone: its scripts carry a fresh nonce.
          const nonce = freshNonce();
          const response = await render(nonce);
          await writeRendered(req, res, response, nonce, id);
          return access(req, id, response.status, started);
        }
        // Rendered to be kept (no nonce: the same page for everyone, allowed by its scripts' hashes,
        // with the same ETag in every process).
        const version = options.contentVersion();
        const lookup = await cache.lookup(plan.key, () => render());
        if (lookup.kind === 'uncached') {
          await writeRendered(req, res, lookup.response, undefined, id);
          return access(req, id, lookup.response.status, started);
        }
        remembered.set(req.url ?? '/', { version, key: plan.key });
        access(req, id, writeEntry(req, res, lookup.entry, lookup.state, id), started, lookup.state);
      } catch (error) {
        log.error({ err: error }, 'a page request failed');
        if (!res.headersSent) plain(500, 'Internal Server Error');
        else res.destroy();
      }
    },
  };
}

/** Bytes of a script nonce (144 bits: 24 base64 characters). */
const NONCE_BYTES = 18;
/** Random bytes for the next 256 nonces, drawn from the CSPRNG in one call instead of one per page. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nextNonce = noncePool.length;

/** A fresh nonce for one response (each one's bytes are used once). */
export function freshNonce(): string {
  if (nextNonce === noncePool.length) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  const nonce = noncePool.toString('base64', nextNonce, nextNonce + NONCE_BYTES);
  nextNonce += NONCE_BYTES;
  return nonce;
}

const PRELOAD = /<link rel="preload"([^>]*)\/?>/g;
const ATTRIBUTE = /\s([\w-]+)="([^"]*)"/g;
const LINK_PARAMS: Record<string, string> = {
  as: 'as',
  type: 'type',
  crossorigin: 'crossorigin',
  imagesrcset: 'imagesrcset',
  imagesizes: 'imagesizes',
  fetchpriority: 'fetchpriority',
};

/**
 * The page's preloads (the first-paint font, the largest image) as a `Link` header, so that a CDN
 * can send them as 103 Early Hints and a browser learns of them with the first bytes.
 */
export function preloadLinkHeader(html: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>') >>> 0);
  const links: string[] = [];
  for (const [, attributes = ''] of head.matchAll(PRELOAD)) {
    const attrs = new Map(
      [...attributes.matchAll(ATTRIBUTE)].map(([, n = '', v = '']) => [n.toLowerCase(), v]),
    );
    const href = attrs.get('href') ?? (attrs.has('imagesrcset') ? '' : undefined);
    if (href === undefined) continue;
    const params = Object.entries(LINK_PARAMS)
      .filter(([name]) => attrs.has(name))
      .map(([name, param]) =>
        attrs.get(name) === '' ? param : `${param}="${attrs.get(name)!.replace(/"/g, '')}"`,
      );
    // An image known only by its srcset names its first candidate as the link's target.
    const target = href || (attrs.get('imagesrcset') ?? '').split(/\s/)[0]!;
    if (target) links.push([`<${target}>`, 'rel=preload', ...params].join('; '));
  }
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * The headers a cached page is stored with: its strong ETag and, for HTML, its policy by hashes and
 * its preloads as a `Link` header.
 */
export function cachedPageHeaders(policy: SecurityPolicyOptions) {
  return (body: Uint8Array, response: Response): [string, string][] => {
    const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
    if (!html)
      // A `.data` payload runs nothing at all.
      return [
        ['ETag', etagOf(body)],
        ['Content-Security-Policy', resourcePolicy],
      ];
    const text = new TextDecoder().decode(body);
    const link = preloadLinkHeader(text);
    return [
      ['ETag', etagOf(body)],
      ['Content-Security-Policy', pagePolicy(policy, inlineScriptHashes(text))],
      ...(link ? [['Link', link] as [string, string]] : []),
    ];
  };
}

/**
 * A request header (`name` in lower case) as `req.headers` would give it: repeated fields joined
 * with ", " (cookies with "; "), null when absent. Read from the raw fields: a page served from the
 * cache needs three headers, and `req.headers` builds an object of them all on first use (1–2 % of
 * serving a cached page).
 */
export function header(req: IncomingMessage, name: string): string | null {
  const raw = req.rawHeaders;
  let value: string | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    const field = raw[i]!;
    if (field.length !== name.length || field.toLowerCase() !== name) continue;
    value = value === null ? raw[i + 1]! : `${value}${name === 'cookie' ? '; ' : ', '}${raw[i + 1]!}`;
  }
  return value;
}
