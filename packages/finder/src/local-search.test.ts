import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  createLocalSearch,
  isAbortError,
  localSearchUrl,
  parseLocalPharmacy,
  searchLocalPharmacies,
  type FetchLike,
} from './local-search';

const item = {
  id: 'ph-1',
  name: 'Löwen-Apotheke',
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  lat: 52.53,
  lon: 13.38,
  phone: '030 23125 001',
  distance: '1.25',
};

function respond(body: string, status = 200): FetchLike {
  return async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

const base = { endpoint: 'https://finder.example', zip: '10115', distance: 5 } as const;

describe('localSearchUrl', () => {
  it('adds the query to the root of the endpoint', () => {
    expect(localSearchUrl('https://finder.example', '10115', 5)).toBe(
      'https://finder.example/?zipcode=10115&distance=5',
    );
    expect(localSearchUrl('https://finder.example/api/', '10115', 15)).toBe(
      'https://finder.example/api/?zipcode=10115&distance=15',
    );
    expect(localSearchUrl('/finder', '10115', 10)).toBe('/finder/?zipcode=10115&distance=10');
  });
});

describe('searchLocalPharmacies', () => {
  it('sends GET {endpoint}/?zipcode&distance with a JSON accept header', async () => {
    const fetch = vi.fn<FetchLike>(respond('[]'));
    await searchLocalPharmacies({ ...base, fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://finder.example/?zipcode=10115&distance=5');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('returns the list of a 200 answer, with the numbers as given', async () => {
    const result = await searchLocalPharmacies({
      ...base,
      fetch: respond(JSON.stringify([item, { ...item, id: 7, distance: '2.50' }])),
    });
    expect(result).toEqual([item, { ...item, id: '7', distance: '2.50' }]);
  });

  it('drops invalid items and keeps the valid ones', async () => {
    const body = [
      item,
      null,
      3,
      { ...item, name: 1 },
      { ...item, lat: 'north' },
      { ...item, distance: 'far' },
      { ...item, lat: '52.5', lon: '13.4' },
    ];
    const result = await searchLocalPharmacies({ ...base, fetch: respond(JSON.stringify(body)) });
    expect(result).toEqual([item, { ...item, lat: 52.5, lon: 13.4 }]);
  });

  it.each([
    ['status 500', respond(JSON.stringify([item]), 500)],
    ['status 404', respond('[]', 404)],
    ['status 204', async () => new Response(null, { status: 204 })],
    ['not a list', respond('{"error":"boom"}')],
    ['garbage', respond('<html>oops')],
    ['truncated JSON', respond('[{"id":')],
    ['network failure', async () => Promise.reject(new TypeError('fetch failed'))],
  ] as [string, FetchLike][])('%s → []', async (_name, fetch) => {
    await expect(searchLocalPharmacies({ ...base, fetch })).resolves.toEqual([]);
  });

  it('times out to []', async () => {
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    // The fetch never settles by itself: resolving at all is the time-out's doing (a wall-clock
    // bound would only add a way to fail on a busy machine).
    await expect(searchLocalPharmacies({ ...base, fetch: hanging, timeoutMs: 30 })).resolves.toEqual([]);
  });

  it('rejects with an AbortError when the caller aborts', async () => {
    const controller = new AbortController();
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const pending = searchLocalPharmacies({ ...base, fetch: hanging, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    const already = new AbortController();
    already.abort();
    await expect(
      searchLocalPharmacies({ ...base, fetch: respond('[]'), signal: already.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('rejects an invalid postcode or distance without calling the service', async () => {
    const fetch = vi.fn<FetchLike>(respond('[]'));
    await expect(searchLocalPharmacies({ ...base, zip: '1011', fetch })).rejects.toThrow(RangeError);
    // @ts-expect-error 7 km is not an option
    await expect(searchLocalPharmacies({ ...base, distance: 7, fetch })).rejects.toThrow(RangeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('parseLocalPharmacy', () => {
  it('rejects out-of-range coordinates and missing fields', () => {
    expect(parseLocalPharmacy({ ...item, lat: 91 })).toBeUndefined();
    expect(parseLocalPharmacy({ ...item, id: '' })).toBeUndefined();
    const { phone: _phone, ...noPhone } = item;
    expect(parseLocalPharmacy(noPhone)).toBeUndefined();
    expect(parseLocalPharmacy([item])).toBeUndefined();
    expect(parseLocalPharmacy({ ...item, distance: 1.25 })).toEqual(item);
  });

  it('rejects coordinates and distances that are missing, blank, not finite or out of range', () => {
    expect(parseLocalPharmacy({ ...item, lat: Number.NaN })).toBeUndefined();
    expect(parseLocalPharmacy({ ...item, lon: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(parseLocalPharmacy({ ...item, lon: ' ' })).toBeUndefined();
    expect(parseLocalPharmacy({ ...item, lon: -180.5 })).toBeUndefined();
    expect(parseLocalPharmacy({ ...item, distance: '' })).toBeUndefined();
    const { lat: _lat, ...noLat } = item;
    expect(parseLocalPharmacy(noLat)).toBeUndefined();
  });
});

describe('createLocalSearch', () => {
  it('aborts the previous search when a newer one starts', async () => {
    const resolvers: ((r: Response) => void)[] = [];
    const fetch: FetchLike = (_url, init) =>
      new Promise((resolve, reject) => {
        resolvers.push(resolve);
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    const search = createLocalSearch({ endpoint: 'https://finder.example', fetch });
    const first = search.search({ zip: '10115', distance: 5 });
    const second = search.search({ zip: '20095', distance: 10 });
    const firstError = await first.catch((e: unknown) => e);
    expect(isAbortError(firstError)).toBe(true);
    resolvers[1]!(new Response(JSON.stringify([item])));
    await expect(second).resolves.toEqual([item]);
  });

  it('abort() cancels the running search', async () => {
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const search = createLocalSearch({ endpoint: 'https://finder.example', fetch });
    const pending = search.search({ zip: '10115', distance: 5 });
    search.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
    search.abort();
  });
});

describe('isAbortError', () => {
  it('recognises AbortError only', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});

describe('properties', () => {
  it('any JSON body of a 200 answer gives a list of valid items, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), async (body) => {
        const result = await searchLocalPharmacies({ ...base, fetch: respond(body) });
        return Array.isArray(result) && result.every((p) => parseLocalPharmacy(p) !== undefined);
      }),
      { numRuns: 200 },
    );
  });

  it('parseLocalPharmacy keeps a valid item as given', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.string({ minLength: 1 }),
          name: fc.string(),
          street: fc.string(),
          zipcode: fc.string(),
          city: fc.string(),
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lon: fc.double({ min: -180, max: 180, noNaN: true }),
          phone: fc.string(),
          distance: fc.double({ min: 0, max: 100, noNaN: true }).map((d) => d.toFixed(2)),
        }),
        (item) => {
          expect(parseLocalPharmacy(item)).toEqual(item);
        },
      ),
    );
  });
});
