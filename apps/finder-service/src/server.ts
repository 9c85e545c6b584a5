import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LRUCache } from 'lru-cache';
import { loadPharmacyData, type PharmacyData } from './data.ts';

/**
 * Local stand-in for the third-party pharmacy finder (CONTENT-CONTRACT.md §2):
 * `GET /?zipcode=10115&distance=5` → a JSON list of pharmacies within the radius, nearest first.
 * Scenarios make it misbehave on purpose, for the client's failure handling.
 */

export const scenarios = ['normal', 'status-500', 'not-a-list', 'slow', 'garbage'] as const;
export type Scenario = (typeof scenarios)[number];
export const distances = [5, 10, 15] as const;
/** How long the `slow` scenario waits before answering; longer than the client's 5 s time-out. */
export const slowDelayMs = 6000;

export function isScenario(value: unknown): value is Scenario {
  return (scenarios as readonly unknown[]).includes(value);
}

export interface FinderServiceOptions {
  port?: number;
  host?: string;
  scenario?: Scenario;
  /** Enables `PUT /__control/scenario`. */
  control?: boolean;
  /** Injected data (tests); the committed demo data otherwise. */
  data?: PharmacyData;
  /**
   * Bytes of serialised answers kept per (zipcode, distance), least recently used dropped first.
   * The data never change while the service runs. 0 turns the cache off. Default 16 MiB.
   */
  cacheBytes?: number;
}

export interface FinderService {
  /** Base URL, e.g. `http://127.0.0.1:4002`. */
  url: string;
  /** What a client configures as FINDER_ENDPOINT (the root, with a trailing slash). */
  endpoint: string;
  scenario(): Scenario;
  setScenario(scenario: Scenario): void;
  close(): Promise<void>;
  data: PharmacyData;
}

let shared: PharmacyData | undefined;
/** The demo data, loaded once per process (tests start the service many times). */
export function demoData(): PharmacyData {
  shared ??= loadPharmacyData();
  return shared;
}

// No CORS: browsers never call a finder service (the site asks it from its server, /api/finder).
const baseHeaders = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'application/json; charset=utf-8',
): void {
  res.writeHead(status, { ...baseHeaders, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value));
}

function readBody(req: IncomingMessage, limit = 4096): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startFinderService(options: FinderServiceOptions = {}): Promise<FinderService> {
  const { port = 0, host = '127.0.0.1', control = false } = options;
  if (options.scenario !== undefined && !isScenario(options.scenario)) {
    throw new RangeError(
      `Unknown scenario ${JSON.stringify(options.scenario)}; one of ${scenarios.join(', ')}`,
    );
  }
  let scenario: Scenario = options.scenario ?? 'normal';
  const data = options.data ?? demoData();
  const timers = new Set<NodeJS.Timeout>();
  const cacheBytes = options.cacheBytes ?? 16 * 1024 * 1024;
  const cache =
    cacheBytes > 0
      ? new LRUCache<string, Buffer>({ maxSize: cacheBytes, sizeCalculation: (body) => body.length })
      : undefined;

  function answer(zipcode: string, distance: number): Buffer {
    const key = `${zipcode}|${distance}`;
    const hit = cache?.get(key);
    if (hit) return hit;
    // An unknown postcode is not an error: nothing is near it.
    const body = Buffer.from(data.searchJson(zipcode, distance) ?? '[]');
    cache?.set(key, body); // an answer larger than the whole cache is not kept
    return body;
  }

  function search(res: ServerResponse, params: URLSearchParams): void {
    const zipcode = params.get('zipcode');
    const distanceText = params.get('distance');
    if (zipcode === null || !/^\d{5}$/.test(zipcode)) {
      sendJson(res, 400, { error: 'zipcode must be a German postcode of exactly five digits' });
      return;
    }
    const distance = Number(distanceText);
    if (
      distanceText === null ||
      !/^\d+$/.test(distanceText) ||
      !(distances as readonly number[]).includes(distance)
    ) {
      sendJson(res, 400, { error: `distance must be one of ${distances.join(', ')} (km)` });
      return;
    }
    send(res, 200, answer(zipcode, distance));
  }

  function misbehave(res: ServerResponse, params: URLSearchParams): void {
    switch (scenario) {
      case 'status-500':
        sendJson(res, 500, { error: 'internal error (scenario status-500)' });
        return;
      case 'not-a-list':
        sendJson(res, 200, { error: 'the service answered with an object (scenario not-a-list)' });
        return;
      case 'garbage':
        send(
          res,
          200,
          '[{"id":"de-00001","name":"Löwen-Apo\u0000\u00ff<html>',
          'application/json; charset=utf-8',
        );
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) search(res, params);
        }, slowDelayMs);
        timers.add(timer);
        res.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      default:
        search(res, params);
    }
  }

  async function controlScenario(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      sendJson(res, 400, { error: 'body must be JSON: { "scenario": "…" }' });
      return;
    }
    const next = (body as { scenario?: unknown } | null)?.scenario;
    if (!isScenario(next)) {
      sendJson(res, 400, { error: `scenario must be one of ${scenarios.join(', ')}` });
      return;
    }
    scenario = next;
    sendJson(res, 200, { scenario });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (url.pathname === '/') {
      if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { error: 'method not allowed' });
      return misbehave(res, url.searchParams);
    }
    if (url.pathname === '/health') {
      return sendJson(res, 200, {
        status: 'ok',
        scenario,
        pharmacies: data.size,
        postcodes: data.postcodeCount,
      });
    }
    if (url.pathname === '/__control/scenario' && control) {
      // For test rigs only: a request a web page sent from another origin is refused.
      const site = req.headers['sec-fetch-site'];
      const origin = req.headers.origin;
      if (
        (site !== undefined && site !== 'same-origin' && site !== 'none') ||
        (origin !== undefined && origin !== `http://${req.headers.host}`)
      )
        return sendJson(res, 403, { error: 'the control endpoint answers no web page' });
      if (method === 'GET') return sendJson(res, 200, { scenario });
      if (method === 'PUT') {
        void controlScenario(req, res).catch(() => sendJson(res, 400, { error: 'bad request' }));
        return;
      }
      return sendJson(res, 405, { error: 'method not allowed' });
    }
    sendJson(res, 404, { error: 'not found' });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;

  return {
    url,
    endpoint: `${url}/`,
    data,
    scenario: () => scenario,
    setScenario(next) {
      if (!isScenario(next)) throw new RangeError(`Unknown scenario ${JSON.stringify(next)}`);
      scenario = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
