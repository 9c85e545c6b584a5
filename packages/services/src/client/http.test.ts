// The HTTP client against a real node:http server (no mocked fetch): URLs, headers, bodies, and
// how each error answer becomes a ServiceError.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from './errors';
import { createHttpServices } from './http';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Reply = (res: ServerResponse) => void;
let reply: Reply;
let seen: Seen;
let server: Server;
let baseUrl: string;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reply = json(500, {});
});

const review = {
  product: 'prod-dual',
  rating: 5,
  title: 'Sehr gut',
  content: 'Endlich keine trockenen Augen mehr im Büro.',
  displayName: 'Jo',
  email: 'jo@example.com',
  privacyAccepted: true,
  locale: 'de-DE',
} as const;

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected a failure');
}

describe('createHttpServices', () => {
  it('lists reviews with the documented query and parses the page', async () => {
    reply = json(200, {
      items: [
        {
          id: 'r1',
          rating: 4,
          title: 'Gut',
          content: 'Hilft.',
          displayName: 'Ana',
          createdAt: '2026-03-01T10:00:00Z',
          reply: { content: 'Danke!' },
        },
      ],
      nextCursor: 'abc',
      total: 7,
      average: 4.3,
    });
    const page = await createHttpServices({ baseUrl }).reviews.list(
      { product: 'prod-dual', sort: 'rating-desc', cursor: 'xyz', limit: 3 },
      { locale: 'en' },
    );
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/api/reviews?product=prod-dual&sort=rating-desc&cursor=xyz&limit=3');
    expect(seen.headers['accept']).toBe('application/json');
    expect(seen.headers['accept-language']).toBe('en');
    expect(page).toMatchObject({ total: 7, average: 4.3, nextCursor: 'abc' });
    expect(page.items[0]).toMatchObject({ id: 'r1', verifiedBuyer: false, reply: { content: 'Danke!' } });
  });

  it('posts JSON to each documented path', async () => {
    const services = createHttpServices({ baseUrl: baseUrl.slice(0, -1), headers: { 'X-Site': 'demo' } });
    reply = json(201, { id: 'rv-1', status: 'pending' });
    await expect(services.reviews.create(review, { locale: 'de-DE' })).resolves.toEqual({
      id: 'rv-1',
      status: 'pending',
    });
    expect([seen.method, seen.url, seen.headers['content-type'], seen.headers['x-site']]).toEqual([
      'POST',
      '/api/reviews',
      'application/json',
      'demo',
    ]);
    expect(JSON.parse(seen.body)).toEqual(review);

    reply = json(202, { status: 'confirmation-sent' });
    await services.newsletter.subscribe({ email: 'a@b.de', privacyAccepted: true, locale: 'en' });
    expect(seen.url).toBe('/api/newsletter');
    reply = json(202, { status: 'link-sent' });
    await services.newsletter.unsubscribe({ email: 'a@b.de', locale: 'en' });
    expect(seen.url).toBe('/api/newsletter/unsubscribe');
    reply = json(201, { id: 'q1' });
    await services.request.send({
      topic: 'product',
      message: 'Eine Frage zur Anwendung in der Nacht.',
      name: 'Jo',
      email: 'a@b.de',
      privacyAccepted: true,
      locale: 'de-DE',
    });
    expect(seen.url).toBe('/api/request');
    await services.forms.submit('muster-anfordern', { values: { name: 'Jo', pro: true }, locale: 'de-DE' });
    expect(seen.url).toBe('/api/forms/muster-anfordern');
    expect(JSON.parse(seen.body)).toEqual({ values: { name: 'Jo', pro: true }, locale: 'de-DE' });
  });

  it('refuses a formId outside the documented pattern before calling', async () => {
    seen = { headers: {}, body: '' };
    await expect(
      createHttpServices({ baseUrl }).forms.submit('../admin', { values: {}, locale: 'en' }),
    ).rejects.toMatchObject({ kind: 'not-found', code: 'invalid-form-id' });
    expect(seen.url).toBeUndefined();
  });

  it('maps 400 with fields to a validation error carrying the fields', async () => {
    reply = json(400, {
      error: { code: 'validation', message: 'Bitte prüfen Sie Ihre Eingaben.', fields: { title: 'Zu kurz' } },
    });
    const error = await failure(createHttpServices({ baseUrl }).reviews.create(review));
    expect(error).toMatchObject({
      kind: 'validation',
      status: 400,
      code: 'validation',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fields: { title: 'Zu kurz' },
      fromServer: true,
    });
  });

  it.each([
    [404, 'not-found'],
    [409, 'conflict'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('maps %i to %s, keeping the server code and message', async (status, kind) => {
    reply = json(status, { error: { code: `c${status}`, message: `m${status}` } });
    const error = await failure(createHttpServices({ baseUrl }).reviews.create(review));
    expect(error).toMatchObject({ kind, status, code: `c${status}`, message: `m${status}`, fields: {} });
  });

  it('maps 429 and reads Retry-After', async () => {
    reply = json(
      429,
      { error: { code: 'rate-limited', message: 'Zu viele Anfragen.' } },
      { 'Retry-After': '30' },
    );
    const error = await failure(
      createHttpServices({ baseUrl }).newsletter.subscribe({
        email: 'a@b.de',
        privacyAccepted: true,
        locale: 'de-DE',
      }),
    );
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 30 });
  });

  it('maps an error without an { error } body by its status alone', async () => {
    reply = (res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    const error = await failure(createHttpServices({ baseUrl }).request.send({} as never));
    expect(error).toMatchObject({ kind: 'server', status: 502, code: 'server', fromServer: false });
  });

  it('rejects a success answer that does not match the contract, without echoing the request', async () => {
    reply = json(201, { status: 'nope' });
    const error = await failure(createHttpServices({ baseUrl }).reviews.create(review));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 201, fromServer: false });
    expect(error.message).not.toContain('jo@example.com');
  });

  it('rejects a review query outside the contract instead of throwing, and sends nothing', async () => {
    let requests = 0;
    reply = (res) => {
      requests += 1;
      json(200, { items: [], nextCursor: null, total: 0, average: null })(res);
    };
    const list = createHttpServices({ baseUrl }).reviews;
    for (const product of [' ', 'p'.repeat(101)]) {
      const error = await failure(list.list({ product }));
      expect(error).toMatchObject({ kind: 'validation', fromServer: false });
    }
    expect(requests).toBe(0);
  });

  it('reports a network failure when nobody answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      createHttpServices({ baseUrl: `http://127.0.0.1:${port}` }).reviews.create(review),
    );
    expect(error.kind).toBe('network');
    expect(error.message).not.toContain('jo@example.com');
  });

  it('passes an abort through instead of reporting it', async () => {
    reply = () => {}; // never answers
    const controller = new AbortController();
    const call = createHttpServices({ baseUrl }).reviews.list(
      { product: 'p' },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up after its time-out when the server never answers, as a network failure', async () => {
    reply = () => {}; // never answers
    const error = await failure(createHttpServices({ baseUrl, timeoutMs: 200 }).reviews.create(review));
    expect(error.kind).toBe('network');
    expect(error.code).toBe('timeout');
  });

  it('gives up when the answer starts but its body never ends', async () => {
    reply = (res) => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.write('{"id":');
    };
    const error = await failure(createHttpServices({ baseUrl, timeoutMs: 300 }).reviews.create(review));
    expect(error.code).toBe('timeout');
  });

  it('uses the fetch it is given', async () => {
    const calls: string[] = [];
    const services = createHttpServices({
      baseUrl,
      fetch: (input, init) => {
        calls.push(String(input));
        return globalThis.fetch(input, init);
      },
    });
    reply = json(202, { status: 'link-sent' });
    await services.newsletter.unsubscribe({ email: 'a@b.de', locale: 'en' });
    expect(calls).toEqual([`${baseUrl}api/newsletter/unsubscribe`]);
  });
});
