import { describe, expect, it, vi } from 'vitest';
import { isAbortError, type LocalPharmacy } from '../local-search';
import { createHttpLocalSearchService, createInMemoryLocalSearchService } from './services';

const near = (id: string, distance: string): LocalPharmacy => ({
  id,
  name: `Apotheke ${id}`,
  street: 'Str. 1',
  zipcode: '10115',
  city: 'Berlin',
  lat: 52.5,
  lon: 13.4,
  phone: '030 1',
  distance,
});

describe('createHttpLocalSearchService', () => {
  it('asks {endpoint}/?zipcode&distance and returns the valid items', async () => {
    const fetch = vi.fn(async () => Response.json([near('a', '1.2'), { broken: true }]));
    const service = createHttpLocalSearchService('https://finder.example', { fetch });
    await expect(service.search({ zip: '10115', distance: 10 })).resolves.toEqual([near('a', '1.2')]);
    expect(fetch).toHaveBeenCalledWith(
      'https://finder.example/?zipcode=10115&distance=10',
      expect.anything(),
    );
  });

  it('resolves [] on a failure and rejects with an AbortError when aborted', async () => {
    const failing = createHttpLocalSearchService('https://finder.example', {
      fetch: async () => new Response('no', { status: 503 }),
    });
    await expect(failing.search({ zip: '10115', distance: 5 })).resolves.toEqual([]);
    const controller = new AbortController();
    controller.abort();
    const error = await failing
      .search({ zip: '10115', distance: 5, signal: controller.signal })
      .catch((e) => e);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('createInMemoryLocalSearchService', () => {
  const service = createInMemoryLocalSearchService([near('a', '1'), near('b', '7.5'), near('c', '14.9')], {
    emptyFor: ['99998'],
  });

  it('answers with the pharmacies within the distance', async () => {
    expect((await service.search({ zip: '10115', distance: 5 })).map((p) => p.id)).toEqual(['a']);
    expect((await service.search({ zip: '10115', distance: 15 })).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(await service.search({ zip: '99998', distance: 15 })).toEqual([]);
  });

  it('a delayed search rejects with an AbortError when aborted', async () => {
    const slow = createInMemoryLocalSearchService([near('a', '1')], { delayMs: 50 });
    const controller = new AbortController();
    const pending = slow.search({ zip: '10115', distance: 5, signal: controller.signal });
    controller.abort();
    expect(isAbortError(await pending.catch((e) => e))).toBe(true);
  });
});
