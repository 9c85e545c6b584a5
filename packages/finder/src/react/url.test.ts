import { describe, expect, it } from 'vitest';
import {
  createFinderState as createState,
  finderReducer,
  isConsistentFinderState,
  type FinderEvent,
  type FinderState,
} from '../state';
import { care, fixtureCatalogue as catalogue } from '../__fixtures__/catalogue';
import {
  finderStateFromSearchParams as fromParams,
  finderStateToSearchParams,
  removeFinderSearchParams,
} from './url';

const secondVariant = care.variants[1]!.pzn;
const createFinderState = (options?: Parameters<typeof createState>[1]) => createState(catalogue, options);
const finderStateFromSearchParams = (params: string | URLSearchParams) => fromParams(catalogue, params);

function run(state: FinderState, ...events: FinderEvent[]): FinderState {
  return events.reduce(finderReducer(catalogue), state);
}

describe('finderStateToSearchParams', () => {
  it('writes a local search with product, postcode and distance, keeping other parameters', () => {
    const state = run(
      createFinderState(),
      { type: 'selectProduct', name: 'EXEMPLA CARE' },
      { type: 'selectVariant', pzn: secondVariant },
      { type: 'setZip', zip: '10115' },
      { type: 'setDistance', distance: 10 },
    );
    const params = finderStateToSearchParams(state, 'utm=x&zip=99999');
    expect(params.toString()).toBe(`utm=x&apofinder=local&pzn=${secondVariant}&zip=10115&distance=10`);
  });

  it('leaves out a half-typed postcode and, online, the postcode altogether', () => {
    expect(
      finderStateToSearchParams(run(createFinderState(), { type: 'setZip', zip: '101' })).toString(),
    ).toBe('apofinder=local');
    const online = run(createFinderState({ target: 'online' }), { type: 'setZip', zip: '10115' });
    expect(finderStateToSearchParams(online).toString()).toBe('apofinder=online');
  });

  it('removeFinderSearchParams drops only the finder parameters', () => {
    expect(removeFinderSearchParams('a=1&apofinder=online&pzn=1&zip=2&distance=5').toString()).toBe('a=1');
  });
});

describe('finderStateFromSearchParams', () => {
  it('is null without a valid apofinder parameter', () => {
    expect(finderStateFromSearchParams('')).toBeNull();
    expect(finderStateFromSearchParams('apofinder=')).toBeNull();
    expect(finderStateFromSearchParams('apofinder=map&pzn=18734027')).toBeNull();
  });

  it('opens the empty form for apofinder alone', () => {
    expect(finderStateFromSearchParams('apofinder=local')).toEqual(createFinderState());
    expect(finderStateFromSearchParams('?apofinder=online')).toEqual(createFinderState({ target: 'online' }));
  });

  it('submits a local search: form collapsed, search due with the query', () => {
    const state = finderStateFromSearchParams(`apofinder=local&pzn=${secondVariant}&zip=10115&distance=15`)!;
    expect(state.formVisible).toBe(false);
    expect(state.product).toBe('EXEMPLA CARE');
    expect(state.variant).toBe(secondVariant);
    expect(state.search?.local).toEqual({ zip: '10115', distance: 15 });
    expect(state.local.status).toBe('loading');
    expect(isConsistentFinderState(catalogue, state)).toBe(true);
  });

  it('submits an online search for the PZN', () => {
    const state = finderStateFromSearchParams(`apofinder=online&pzn=${secondVariant}`)!;
    expect(state.target).toBe('online');
    expect(state.formVisible).toBe(false);
    expect(state.search?.online).toBe(secondVariant);
    expect(state.search?.local).toBeNull();
  });

  it('ignores invalid values', () => {
    const state = finderStateFromSearchParams('apofinder=local&pzn=12345678&zip=1011a&distance=7')!;
    expect(state).toEqual(createFinderState());
    const badDistance = finderStateFromSearchParams('apofinder=local&zip=10115&distance=7')!;
    expect(badDistance.distance).toBe(5);
    expect(badDistance.search?.local).toEqual({ zip: '10115', distance: 5 });
    // A postcode means nothing online.
    expect(finderStateFromSearchParams('apofinder=online&zip=10115')).toEqual(
      createFinderState({ target: 'online' }),
    );
  });

  it('keeps a chosen second variant when nothing can be searched yet', () => {
    const state = finderStateFromSearchParams(`apofinder=local&pzn=${secondVariant}`)!;
    expect(state.variant).toBe(secondVariant);
    expect(state.formVisible).toBe(true);
    expect(state.search).toBeNull();
    expect(isConsistentFinderState(catalogue, state)).toBe(true);
  });

  it('round-trips every variant, target, postcode and distance', () => {
    for (const product of catalogue.products) {
      for (const variant of product.variants) {
        for (const target of ['local', 'online'] as const) {
          for (const distance of [5, 10, 15] as const) {
            const state = run(
              createFinderState({ target }),
              { type: 'selectProduct', name: product.name },
              { type: 'selectVariant', pzn: variant.pzn },
              { type: 'setZip', zip: '80331' },
              { type: 'setDistance', distance },
            );
            const params = finderStateToSearchParams(state);
            const back = finderStateFromSearchParams(params)!;
            expect(back.target).toBe(target);
            expect(back.variant).toBe(variant.pzn);
            expect(finderStateToSearchParams(back).toString()).toBe(params.toString());
          }
        }
      }
    }
  });
});
