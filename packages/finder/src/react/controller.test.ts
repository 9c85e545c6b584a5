import { describe, expect, it, vi } from 'vitest';
import type { LocalPharmacy } from '../local-search';
import { createFinderState } from '../state';
import { fixtureCatalogue as catalogue } from '../__fixtures__/catalogue';
import { createFinderController } from './controller';
import { createInMemoryLocalSearchService } from './services';
import { finderStateFromSearchParams } from './url';

const pharmacy: LocalPharmacy = {
  id: 'a',
  name: 'Löwen-Apotheke',
  street: 'Invalidenstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  lat: 52.53,
  lon: 13.38,
  phone: '030 1234567',
  distance: '1.25',
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createFinderController', () => {
  it('runs a local search on submit and accepts its answer', async () => {
    const c = createFinderController({
      catalogue,
      initialState: createFinderState(catalogue),
      localSearch: createInMemoryLocalSearchService([pharmacy]),
    });
    const seen: string[] = [];
    c.subscribe(() => seen.push(c.getState().local.status));
    c.dispatch({ type: 'setZip', zip: '10115' });
    c.dispatch({ type: 'submit' });
    expect(c.getState().local.status).toBe('loading');
    await tick();
    expect(c.getState().local.status).toBe('done');
    expect(c.getState().local.results).toEqual([pharmacy]);
    expect(seen).toEqual(['idle', 'loading', 'done']);
  });

  it('answers online searches at once, shuffled with the injected random source', () => {
    const c = createFinderController({
      catalogue,
      initialState: createFinderState(catalogue, { target: 'online' }),
      localSearch: createInMemoryLocalSearchService([]),
      random: () => 0,
    });
    c.dispatch({ type: 'selectProduct', name: 'EXEMPLA CARE' });
    expect(c.getState().online.status).toBe('done');
    expect(c.getState().online.results.length).toBeGreaterThan(0);
  });

  it('aborts the older local search, whose answer is never applied', async () => {
    const search = vi.fn(createInMemoryLocalSearchService([pharmacy], { delayMs: 5 }).search);
    const c = createFinderController({
      catalogue,
      initialState: createFinderState(catalogue),
      localSearch: { search },
    });
    c.dispatch({ type: 'setZip', zip: '10115' });
    c.dispatch({ type: 'submit' });
    c.dispatch({ type: 'adjustSearch' });
    c.dispatch({ type: 'setZip', zip: '80331' });
    c.dispatch({ type: 'submit' });
    const firstSignal = search.mock.calls[0]![0].signal!;
    expect(firstSignal.aborted).toBe(true);
    await vi.waitFor(() => expect(c.getState().local.status).toBe('done'));
    expect(c.getState().local.query?.zip).toBe('80331');
  });

  it('turns an unexpected rejection into no results and reports it', async () => {
    const onError = vi.fn();
    const c = createFinderController({
      catalogue,
      initialState: createFinderState(catalogue),
      localSearch: { search: () => Promise.reject(new Error('boom')) },
      onError,
    });
    c.dispatch({ type: 'setZip', zip: '10115' });
    c.dispatch({ type: 'submit' });
    await tick();
    expect(c.getState().local).toMatchObject({ status: 'done', results: [] });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('start() runs the search that a state from the URL has due, once', async () => {
    const search = vi.fn(createInMemoryLocalSearchService([pharmacy]).search);
    const c = createFinderController({
      catalogue,
      initialState: finderStateFromSearchParams(catalogue, 'apofinder=local&zip=10115')!,
      localSearch: { search },
    });
    c.start();
    c.start();
    await tick();
    expect(search).toHaveBeenCalledOnce();
    expect(c.getState().local.results).toHaveLength(1);
  });

  it('stop() aborts a running search', () => {
    const search = vi.fn(createInMemoryLocalSearchService([pharmacy], { delayMs: 50 }).search);
    const c = createFinderController({
      catalogue,
      initialState: createFinderState(catalogue),
      localSearch: { search },
    });
    c.dispatch({ type: 'setZip', zip: '10115' });
    c.dispatch({ type: 'submit' });
    c.stop();
    expect(search.mock.calls[0]![0].signal!.aborted).toBe(true);
  });
});
