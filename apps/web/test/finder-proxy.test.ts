// The finder through the site's server, against the real finder-service stand-in over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFinderService, type FinderService } from '../../finder-service/src/server.ts';
import { createFinderProxy } from '../lib/finder-proxy.ts';

let finder: FinderService;
beforeAll(async () => {
  finder = await startFinderService({ control: true });
});
afterAll(async () => {
  await finder.close();
});

const search = (handler: (r: Request) => Promise<Response>, query: string, init: RequestInit = {}) =>
  handler(new Request(`http://www.example.test/api/finder?${query}`, init));

describe('GET /api/finder', () => {
  it('answers what the finder service answers, checked and private to the visitor', async () => {
    const handler = createFinderProxy({ endpoint: finder.endpoint });
    const direct = (await (await fetch(`${finder.url}/?zipcode=24937&distance=5`)).json()) as {
      id: string;
    }[];
    const response = await search(handler, 'zipcode=24937&distance=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { id: string; lat: number }[];
    expect(body.map((p) => p.id)).toEqual(direct.map((p) => p.id));
    expect(typeof body[0]?.lat).toBe('number');
  });

  it('sends the service nothing of the visitor: no cookie, no referrer, no user agent of theirs', async () => {
    const seen: Headers[] = [];
    const handler = createFinderProxy({
      endpoint: finder.endpoint,
      fetch: (input, init) => (seen.push(new Headers(init?.headers)), fetch(input, init)),
    });
    await search(handler, 'zipcode=10115&distance=5', {
      headers: {
        cookie: 'session=1',
        referer: 'http://www.example.test/x',
        'user-agent': 'Visitor/1.0',
        'x-forwarded-for': '203.0.113.7',
      },
    });
    expect([...seen[0]!.keys()]).toEqual(['accept']);
  });

  it('keeps an answer for a while: one postcode asked by many costs one request', async () => {
    let calls = 0;
    const handler = createFinderProxy({ endpoint: finder.endpoint, fetch: (i, n) => (calls++, fetch(i, n)) });
    await Promise.all(Array.from({ length: 10 }, () => search(handler, 'zipcode=80331&distance=10')));
    await search(handler, 'zipcode=80331&distance=10');
    expect(calls).toBe(1);
    await search(handler, 'zipcode=80331&distance=15');
    expect(calls).toBe(2);
  });

  it('caps the number of results', async () => {
    const handler = createFinderProxy({ endpoint: finder.endpoint, maxResults: 7 });
    const body = (await (await search(handler, 'zipcode=10115&distance=15')).json()) as unknown[];
    expect(body).toHaveLength(7);
  });

  it('400 for a bad postcode or distance, 405 for other methods; the service is not asked', async () => {
    let calls = 0;
    const handler = createFinderProxy({ endpoint: finder.endpoint, fetch: (i, n) => (calls++, fetch(i, n)) });
    for (const query of [
      'zipcode=1011&distance=5',
      'zipcode=10115&distance=7',
      'distance=5',
      'zipcode=abcde&distance=5',
    ])
      expect((await search(handler, query)).status, query).toBe(400);
    expect((await search(handler, 'zipcode=10115&distance=5', { method: 'POST' })).status).toBe(405);
    expect(calls).toBe(0);
  });

  it('a failing service: 502 with an empty list, not remembered; items that break the contract are dropped', async () => {
    const handler = createFinderProxy({ endpoint: finder.endpoint });
    for (const [scenario, status] of [
      ['status-500', 502],
      ['not-a-list', 502],
      ['garbage', 502],
    ] as const) {
      finder.setScenario(scenario);
      const response = await search(handler, 'zipcode=20095&distance=5');
      expect(response.status, scenario).toBe(status);
      expect(await response.json()).toEqual([]);
    }
    finder.setScenario('normal');
    const recovered = (await (await search(handler, 'zipcode=20095&distance=5')).json()) as unknown[];
    expect(recovered.length).toBeGreaterThan(0);
  });

  it('a slow service: 502 after the time-out', async () => {
    finder.setScenario('slow');
    try {
      const handler = createFinderProxy({ endpoint: finder.endpoint, timeoutMs: 200 });
      expect((await search(handler, 'zipcode=50667&distance=5')).status).toBe(502);
    } finally {
      finder.setScenario('normal');
    }
  });
});
