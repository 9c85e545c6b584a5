// The content service: demo content over CONTENT-CONTRACT.md §1 (ETag/304, gzip), image
// renditions, health, and switchable misbehaviour scenarios for tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContentStore, makeSnapshot, type Snapshot } from './content-store.ts';
import { acceptsGzip, etagMatches, gzipEtag, strongEtag } from './http.ts';
import { ImageQueueFullError, createImageStore, imageEtag, parseRendition } from './images.ts';
import { downloadFile } from './files.ts';

export const scenarios = ['normal', 'status-500', 'no-sites', 'garbage', 'without-404', 'slow'] as const;
export type Scenario = (typeof scenarios)[number];

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (scenarios as readonly string[]).includes(value);
}

export const defaultContentDir = fileURLToPath(new URL('../content/', import.meta.url));
/** The demo's unpublished changes, served at `/content/draft` (the site's draft preview). */
export const defaultDraftsDir = fileURLToPath(new URL('../drafts/', import.meta.url));
export const defaultImageCacheDir = join(tmpdir(), 'healthsite-content-service-images');

/** Delay of the `slow` scenario. */
export const SLOW_DELAY_MS = 3000;

export interface ContentServiceOptions {
  port?: number;
  host?: string;
  /** Directory with `<locale>/site.json` and `<locale>/pages/*.json` (default: the demo content). */
  contentDir?: string;
  /** Unpublished changes over the content, served at `/content/draft` (default: the demo's drafts). */
  draftsDir?: string;
  scenario?: Scenario;
  /** Enables `PUT /__control/scenario` and `GET /__control/counts` (the requests answered so far). */
  control?: boolean;
  /** Base of absolute image URLs (default: the service's own URL). */
  publicUrl?: string;
  imageCacheDir?: string;
  /** Log lines (default: console.error for errors only). */
  log?: (message: string) => void;
}

export interface RequestCounts {
  total: number;
  content: number;
  /** Requests for the drafts (`/content/draft`). */
  drafts: number;
  images: number;
}

export interface ContentService {
  /** Base URL, e.g. `http://127.0.0.1:4001`. */
  url: string;
  /** The content endpoint (`{url}/content`). */
  endpoint: string;
  port: number;
  readonly scenario: Scenario;
  setScenario(scenario: Scenario): void;
  /** Requests answered since start (or the last reset), per kind. */
  counts(): RequestCounts;
  resetCounts(): void;
  close(): Promise<void>;
}

const GARBAGE = '{"sites": [ { "id": "site-de", "locale": "de-DE", "pages": [ <html>Service Unavailable';

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: Buffer | string,
) {
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || body === undefined) res.end();
  else res.end(body);
}

/**
 * The control endpoints are for test rigs (no browser involved): a request a web page sent, from
 * another origin, is refused, so no page a developer visits can switch the stand-in's scenario.
 */
export function sameOriginOrNoBrowser(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${req.headers.host}`;
}

function text(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  send(
    req,
    res,
    status,
    { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    message,
  );
}

async function readJson(req: IncomingMessage, limit = 64 * 1024): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Starts a content service; resolves once it listens. */
export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((m: string) => console.error(m));
  let scenario: Scenario = options.scenario ?? 'normal';
  if (!isScenario(scenario)) throw new TypeError(`Unknown scenario "${String(scenario)}"`);
  const control = options.control ?? false;
  const counts: RequestCounts = { total: 0, content: 0, drafts: 0, images: 0 };
  const images = createImageStore({ cacheDir: options.imageCacheDir ?? defaultImageCacheDir });
  const noSites = makeSnapshot(Buffer.from('{ "sites": [] }'));
  const timers = new Set<NodeJS.Timeout>();
  let publicUrl = options.publicUrl ?? '';
  const store = createContentStore({
    contentDir: options.contentDir ?? defaultContentDir,
    draftsDir: options.draftsDir ?? (options.contentDir ? undefined : defaultDraftsDir),
    publicUrl: () => publicUrl,
    log,
  });

  function delay(ms: number, req: IncomingMessage): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
      req.once('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve();
      });
    });
  }

  function sendSnapshot(req: IncomingMessage, res: ServerResponse, snapshot: Snapshot) {
    const gzip = acceptsGzip(req);
    const etag = gzip ? gzipEtag(snapshot.etag) : snapshot.etag;
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      etag,
      vary: 'Accept-Encoding',
    };
    // Either representation's validator proves the client holds the current content.
    const inm = req.headers['if-none-match'];
    if (etagMatches(inm, snapshot.etag) || etagMatches(inm, gzipEtag(snapshot.etag))) {
      send(req, res, 304, headers);
      return;
    }
    if (gzip) {
      const zipped = snapshot.gzip();
      send(
        req,
        res,
        200,
        { ...headers, 'content-encoding': 'gzip', 'content-length': String(zipped.length) },
        zipped,
      );
    } else {
      send(req, res, 200, { ...headers, 'content-length': String(snapshot.body.length) }, snapshot.body);
    }
  }

  /** The published content, or the drafts: both behave as the scenario says. */
  async function content(req: IncomingMessage, res: ServerResponse, draft = false) {
    if (draft) counts.drafts++;
    else counts.content++;
    const current = scenario;
    switch (current) {
      case 'status-500':
        send(
          req,
          res,
          500,
          { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
          '{"error":"Internal Server Error"}',
        );
        return;
      case 'garbage':
        send(
          req,
          res,
          200,
          { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
          GARBAGE,
        );
        return;
      case 'no-sites':
        sendSnapshot(req, res, noSites);
        return;
      case 'slow':
        await delay(SLOW_DELAY_MS, req);
        if (req.destroyed) return;
        break;
    }
    const snapshot = await store.snapshot(
      draft ? 'draft' : current === 'without-404' ? 'without-404' : 'full',
    );
    sendSnapshot(req, res, snapshot);
  }

  async function image(req: IncomingMessage, res: ServerResponse, asset: string, renditionName: string) {
    counts.images++;
    const rendition = parseRendition(asset, renditionName);
    if (!rendition) {
      text(
        req,
        res,
        404,
        'Unknown image rendition. Use /images/{asset}/{xs|s|m|l|xl}-{16-9|3-2|1-1|1-2}[-png]',
      );
      return;
    }
    // Only assets the content refers to are drawn: a made-up name costs no CPU and no disk.
    if (!(await store.assets()).has(rendition.asset)) {
      text(req, res, 404, 'Unknown image asset.');
      return;
    }
    const etag = imageEtag(rendition);
    const headers = {
      'content-type': rendition.png ? 'image/png' : 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
    };
    if (etagMatches(req.headers['if-none-match'], etag)) {
      send(req, res, 304, headers);
      return;
    }
    let data: Buffer;
    try {
      data = await images.get(rendition);
    } catch (error) {
      if (!(error instanceof ImageQueueFullError)) throw error;
      send(
        req,
        res,
        503,
        { 'content-type': 'text/plain', 'cache-control': 'no-store', 'retry-after': '5' },
        'Busy',
      );
      return;
    }
    send(req, res, 200, { ...headers, 'content-length': String(data.length) }, data);
  }

  async function controlScenario(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') {
      send(req, res, 200, { 'content-type': 'application/json' }, JSON.stringify({ scenario }));
      return;
    }
    if (req.method !== 'PUT') {
      send(req, res, 405, { allow: 'GET, PUT', 'content-type': 'text/plain' }, 'Method Not Allowed');
      return;
    }
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      text(req, res, 400, 'Body must be JSON: { "scenario": "..." }');
      return;
    }
    const wanted = (body as { scenario?: unknown } | null)?.scenario;
    if (!isScenario(wanted)) {
      text(req, res, 400, `Unknown scenario ${JSON.stringify(wanted)}; one of: ${scenarios.join(', ')}`);
      return;
    }
    scenario = wanted;
    send(req, res, 200, { 'content-type': 'application/json' }, JSON.stringify({ scenario }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    counts.total++;
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    const path = url.pathname.replace(/\/{2,}/g, '/');
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    // A malformed escape (`/images/%E0%A4%A`) is the client's mistake, not ours.
    let segments: string[];
    try {
      segments = path.split('/').map(decodeURIComponent);
    } catch {
      return text(req, res, 400, 'Bad Request: malformed percent-encoding in the path');
    }

    if (path.startsWith('/__control/') && control && !sameOriginOrNoBrowser(req))
      return text(req, res, 403, 'The control endpoints answer no web page.');
    if (path === '/__control/scenario' && control) return controlScenario(req, res);
    // Lets a test wait for "the site has asked again" instead of sleeping past its revalidation.
    if (path === '/__control/counts' && control && readOnly) {
      return send(req, res, 200, { 'content-type': 'application/json' }, JSON.stringify(counts));
    }
    if (path === '/health' || path === '/health/') {
      if (!readOnly) return text(req, res, 405, 'Method Not Allowed');
      return text(req, res, 200, 'ok');
    }
    // The published content, and the drafts over it (the site's draft preview).
    const contentMatch = /^\/content(\/draft)?\/?$/.exec(path);
    if (contentMatch) {
      if (!readOnly)
        return send(
          req,
          res,
          405,
          { allow: 'GET, HEAD', 'content-type': 'text/plain' },
          'Method Not Allowed',
        );
      return content(req, res, contentMatch[1] !== undefined);
    }
    const imageMatch = /^\/images\/([^/]+)\/([^/]+)\/?$/.exec(path);
    if (imageMatch) {
      if (!readOnly)
        return send(
          req,
          res,
          405,
          { allow: 'GET, HEAD', 'content-type': 'text/plain' },
          'Method Not Allowed',
        );
      return image(req, res, segments[2]!, segments[3]!);
    }
    const fileMatch = /^\/files\/([^/]+)$/.exec(path);
    if (fileMatch && readOnly) {
      const data = downloadFile(segments[2]!);
      if (data) {
        const etag = strongEtag(data);
        const headers = {
          'content-type': 'application/pdf',
          'cache-control': 'public, max-age=86400',
          etag,
          'content-disposition': `inline; filename="${fileMatch[1]}"`,
        };
        if (etagMatches(req.headers['if-none-match'], etag)) return send(req, res, 304, headers);
        return send(req, res, 200, { ...headers, 'content-length': String(data.length) }, data);
      }
    }
    return text(req, res, 404, 'Not Found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`content-service: ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) text(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${urlHost}:${port}`;
  publicUrl ||= url;

  let closing: Promise<void> | undefined;
  return {
    url,
    endpoint: `${url}/content`,
    port,
    get scenario() {
      return scenario;
    },
    setScenario(next: Scenario) {
      if (!isScenario(next)) throw new TypeError(`Unknown scenario "${String(next)}"`);
      scenario = next;
    },
    counts: () => ({ ...counts }),
    resetCounts() {
      counts.total = 0;
      counts.content = 0;
      counts.drafts = 0;
      counts.images = 0;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
      return closing;
    },
  };
}
