import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSubmit,
  createFinderState as createState,
  currentResults,
  finderReducer as reducerOf,
  finderTransition as transition,
  hasPostcodeError,
  isConsistentFinderState,
  isOnlineDimmed,
  isPostcodeRequired,
  isVariantDisabled,
  selectedProduct,
  selectedVariant,
  showsLocalFields,
  showsResultSentence,
  variantOptions,
  type FinderEvent,
  type FinderState,
} from './state';
import type { LocalPharmacy } from './local-search';
import { care, fixtureCatalogue as catalogue, night } from './__fixtures__/catalogue';

// The machine over the test brand's catalogue (a site passes its own).
const finderReducer = reducerOf(catalogue);
const finderTransition = (state: FinderState, event: FinderEvent) => transition(catalogue, state, event);
const createFinderState = (options?: Parameters<typeof createState>[1]) => createState(catalogue, options);
const knownPzns = catalogue.knownPzns;
const pharmacy: LocalPharmacy = {
  id: '1',
  name: 'Löwen-Apotheke',
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  lat: 52.5,
  lon: 13.4,
  phone: '030 23125 001',
  distance: '0.42',
};

function run(state: FinderState, ...events: FinderEvent[]): FinderState {
  return events.reduce(finderReducer, state);
}

describe('initial state', () => {
  it('targets local, shows the form, has no product, distance 5', () => {
    const s = createFinderState();
    expect(s).toMatchObject({
      target: 'local',
      formVisible: true,
      product: null,
      variant: null,
      zip: '',
      distance: 5,
    });
    expect(s.search).toBeNull();
    expect(isVariantDisabled(s)).toBe(true);
    expect(canSubmit(s)).toBe(true);
    expect(showsLocalFields(s)).toBe(true);
    expect(isPostcodeRequired(s)).toBe(true);
    expect(isOnlineDimmed(s)).toBe(true);
    expect(showsResultSentence(s)).toBe(false);
    expect(variantOptions(catalogue, s)).toEqual([]);
    expect(isConsistentFinderState(catalogue, s)).toBe(true);
  });

  it('preselects a product by name, upper-cased, with its first variant', () => {
    const s = createFinderState({ preselectProductName: 'exempla night' });
    expect(s.product).toBe('EXEMPLA NIGHT');
    expect(s.variant).toBe(night.variants[0]!.pzn);
    expect(selectedProduct(catalogue, s)).toEqual(night);
    expect(selectedVariant(catalogue, s)).toEqual(night.variants[0]);
    expect(isVariantDisabled(s)).toBe(false);
    expect(s.search).toBeNull();
  });

  it('ignores an unknown preselected name', () => {
    expect(createFinderState({ preselectProductName: 'EXEMPLA GOLD' }).product).toBeNull();
  });
});

describe('target toggle', () => {
  it('switches local ⇄ online', () => {
    const s1 = finderReducer(createFinderState(), { type: 'toggleTarget' });
    expect(s1.target).toBe('online');
    expect(showsLocalFields(s1)).toBe(false);
    expect(isPostcodeRequired(s1)).toBe(false);
    expect(finderReducer(s1, { type: 'toggleTarget' }).target).toBe('local');
    expect(finderReducer(s1, { type: 'setTarget', target: 'online' })).toBe(s1);
    expect(finderReducer(s1, { type: 'setTarget', target: 'local' }).target).toBe('local');
  });

  it('shows the form again when the mode changes after a search', () => {
    const searched = run(createFinderState(), { type: 'setZip', zip: '10115' }, { type: 'submit' });
    expect(searched.formVisible).toBe(false);
    expect(finderReducer(searched, { type: 'toggleTarget' }).formVisible).toBe(true);
  });
});

describe('product and variant', () => {
  it('choosing a product sets its first variant and makes a search due', () => {
    const { state, effect } = finderTransition(createFinderState(), {
      type: 'selectProduct',
      name: 'EXEMPLA CARE',
    });
    expect(state.product).toBe('EXEMPLA CARE');
    expect(state.variant).toBe(care.variants[0]!.pzn);
    expect(effect).toMatchObject({ id: 1, online: care.variants[0]!.pzn, local: null });
    expect(state.formVisible).toBe(true);
  });

  it('changing the product resets the variant to the new product’s first variant', () => {
    const s = run(
      createFinderState(),
      { type: 'selectProduct', name: 'EXEMPLA CARE' },
      { type: 'selectVariant', pzn: care.variants[1]!.pzn },
      { type: 'selectProduct', name: 'EXEMPLA NIGHT' },
    );
    expect(s.variant).toBe(night.variants[0]!.pzn);
  });

  it('choosing the same product again changes nothing', () => {
    const s = run(
      createFinderState(),
      { type: 'selectProduct', name: 'EXEMPLA CARE' },
      { type: 'selectVariant', pzn: care.variants[1]!.pzn },
    );
    expect(finderTransition(s, { type: 'selectProduct', name: 'exempla care' })).toEqual({
      state: s,
      effect: null,
    });
  });

  it('clearing the product clears the variant; unknown names are ignored', () => {
    const s = run(createFinderState(), { type: 'selectProduct', name: 'EXEMPLA CARE' });
    const cleared = finderReducer(s, { type: 'selectProduct', name: null });
    expect(cleared).toMatchObject({ product: null, variant: null });
    expect(isVariantDisabled(cleared)).toBe(true);
    expect(finderReducer(s, { type: 'selectProduct', name: 'ACME' })).toBe(s);
  });

  it('changing the variant searches at once: online always, local with a valid postcode', () => {
    const s = run(
      createFinderState(),
      { type: 'setZip', zip: '10115' },
      { type: 'setDistance', distance: 10 },
      { type: 'selectProduct', name: 'EXEMPLA CARE' },
    );
    const { state, effect } = finderTransition(s, { type: 'selectVariant', pzn: care.variants[1]!.pzn });
    expect(state.variant).toBe(care.variants[1]!.pzn);
    expect(effect).toEqual({
      id: 2,
      target: 'local',
      query: { product: 'EXEMPLA CARE', variant: care.variants[1]!.pzn, zip: '10115', distance: 10 },
      online: care.variants[1]!.pzn,
      local: { zip: '10115', distance: 10 },
    });
    expect(state.local.status).toBe('loading');
    expect(state.online.status).toBe('loading');
  });

  it('in online mode a variant change searches online only', () => {
    const s = run(
      createFinderState({ target: 'online' }),
      { type: 'setZip', zip: '10115' },
      { type: 'selectProduct', name: 'EXEMPLA CARE' },
    );
    const { effect } = finderTransition(s, { type: 'selectVariant', pzn: care.variants[1]!.pzn });
    expect(effect).toMatchObject({ online: care.variants[1]!.pzn, local: null, target: 'online' });
  });

  it('rejects a variant of another product, an invalid PZN, the current variant, or no product', () => {
    const s = run(createFinderState(), { type: 'selectProduct', name: 'EXEMPLA CARE' });
    expect(finderReducer(s, { type: 'selectVariant', pzn: night.variants[0]!.pzn })).toBe(s);
    expect(finderReducer(s, { type: 'selectVariant', pzn: '18813213' })).toBe(s);
    expect(finderReducer(s, { type: 'selectVariant', pzn: s.variant! })).toBe(s);
    const none = createFinderState();
    expect(finderReducer(none, { type: 'selectVariant', pzn: care.variants[0]!.pzn })).toBe(none);
  });
});

describe('postcode and distance', () => {
  it('keeps the typed postcode, at most five characters', () => {
    const s = finderReducer(createFinderState(), { type: 'setZip', zip: '1011599' });
    expect(s.zip).toBe('10115');
    expect(finderReducer(s, { type: 'setZip', zip: '10115' })).toBe(s);
  });

  it('accepts only 5, 10 or 15 km', () => {
    const s = createFinderState();
    expect(finderReducer(s, { type: 'setDistance', distance: 15 }).distance).toBe(15);
    expect(finderReducer(s, { type: 'setDistance', distance: 10 }).distance).toBe(10);
    expect(finderReducer(s, { type: 'setDistance', distance: 7 })).toBe(s);
    expect(finderReducer(s, { type: 'setDistance', distance: Number.NaN })).toBe(s);
  });

  it('does not search when only the postcode or distance changes', () => {
    const s = run(createFinderState(), { type: 'selectProduct', name: 'EXEMPLA CARE' });
    expect(finderTransition(s, { type: 'setZip', zip: '10115' }).effect).toBeNull();
    expect(finderTransition(s, { type: 'setDistance', distance: 15 }).effect).toBeNull();
  });
});

describe('submit', () => {
  it('local: an invalid postcode blocks the search and shows the error', () => {
    for (const zip of ['', '1011', '1011a', ' 1011']) {
      const { state, effect } = finderTransition(
        finderReducer(createFinderState(), { type: 'setZip', zip }),
        { type: 'submit' },
      );
      expect(effect).toBeNull();
      expect(state.formVisible).toBe(true);
      expect(hasPostcodeError(state)).toBe(true);
      expect(hasPostcodeError(finderReducer(state, { type: 'setZip', zip: '10115' }))).toBe(false);
    }
    expect(hasPostcodeError(finderReducer(createFinderState(), { type: 'setZip', zip: '1' }))).toBe(false);
  });

  it('local: a valid postcode hides the form and searches (without product: local only)', () => {
    const { state, effect } = finderTransition(run(createFinderState(), { type: 'setZip', zip: '10115' }), {
      type: 'submit',
    });
    expect(state.formVisible).toBe(false);
    expect(showsResultSentence(state)).toBe(true);
    expect(effect).toMatchObject({ id: 1, online: null, local: { zip: '10115', distance: 5 } });
    expect(hasPostcodeError(state)).toBe(false);
  });

  it('local with product: searches local and online', () => {
    const { effect } = finderTransition(
      run(createFinderState({ preselectProductName: 'EXEMPLA GEL' }), { type: 'setZip', zip: '80331' }),
      { type: 'submit' },
    );
    expect(effect).toMatchObject({ online: expect.any(String), local: { zip: '80331', distance: 5 } });
  });

  it('online: disabled until a product is chosen, then searches online', () => {
    const s = createFinderState({ target: 'online' });
    expect(canSubmit(s)).toBe(false);
    expect(finderTransition(s, { type: 'submit' })).toEqual({ state: s, effect: null });
    const chosen = finderReducer(s, { type: 'selectProduct', name: 'EXEMPLA FRESH' });
    expect(canSubmit(chosen)).toBe(true);
    const { state, effect } = finderTransition(chosen, { type: 'submit' });
    expect(state.formVisible).toBe(false);
    expect(effect).toMatchObject({ online: chosen.variant, local: null });
    expect(hasPostcodeError(state)).toBe(false);
  });

  it('online: an empty postcode is fine', () => {
    const s = run(createFinderState({ target: 'online', preselectProductName: 'EXEMPLA CARE' }), {
      type: 'submit',
    });
    expect(s.formVisible).toBe(false);
  });

  it('“Suche anpassen” shows the form again', () => {
    const s = run(createFinderState(), { type: 'setZip', zip: '10115' }, { type: 'submit' });
    const adjusted = finderReducer(s, { type: 'adjustSearch' });
    expect(adjusted.formVisible).toBe(true);
    expect(finderReducer(adjusted, { type: 'adjustSearch' })).toBe(adjusted);
  });
});

describe('results', () => {
  it('accepts the answer of the newest search only', () => {
    let s = run(createFinderState(), { type: 'setZip', zip: '10115' }, { type: 'submit' });
    const first = s.search!.id;
    s = run(s, { type: 'adjustSearch' }, { type: 'setZip', zip: '20095' }, { type: 'submit' });
    const second = s.search!.id;
    expect(second).toBe(first + 1);
    const stale = finderReducer(s, { type: 'localResults', id: first, results: [pharmacy] });
    expect(stale).toBe(s);
    const done = finderReducer(s, { type: 'localResults', id: second, results: [pharmacy] });
    expect(done.local).toMatchObject({ status: 'done', results: [pharmacy], query: { zip: '20095' } });
    expect(currentResults(done).results).toEqual([pharmacy]);
    expect(finderReducer(done, { type: 'localResults', id: second, results: [] })).toBe(done);
  });

  it('keeps a local search alive when a later online-only search starts', () => {
    let s = run(
      createFinderState({ preselectProductName: 'EXEMPLA CARE' }),
      { type: 'setZip', zip: '10115' },
      { type: 'submit' },
    );
    const localId = s.search!.id;
    s = run(s, { type: 'toggleTarget' }, { type: 'selectVariant', pzn: care.variants[1]!.pzn });
    expect(s.search!.local).toBeNull();
    s = finderReducer(s, { type: 'localResults', id: localId, results: [pharmacy] });
    expect(s.local.status).toBe('done');
    expect(s.local.query?.zip).toBe('10115');
  });

  it('online results un-dim the list', () => {
    const s = run(createFinderState({ target: 'online', preselectProductName: 'EXEMPLA CARE' }), {
      type: 'submit',
    });
    expect(isOnlineDimmed(s)).toBe(false);
    const done = finderReducer(s, {
      type: 'onlineResults',
      id: s.search!.id,
      results: [{ name: 'A', url: 'https://a.example/', logo: { src: '', alt: '' } }],
    });
    expect(done.online.status).toBe('done');
    expect(currentResults(done).results).toHaveLength(1);
    expect(finderReducer(done, { type: 'onlineResults', id: 99, results: [] })).toBe(done);
  });

  it('ignores answers for a kind that was not searched', () => {
    const s = run(createFinderState({ target: 'online', preselectProductName: 'EXEMPLA CARE' }), {
      type: 'submit',
    });
    expect(finderReducer(s, { type: 'localResults', id: s.search!.id, results: [pharmacy] })).toBe(s);
  });
});

describe('property: the machine never leaves a consistent state', () => {
  const event: fc.Arbitrary<FinderEvent> = fc.oneof(
    fc.constant({ type: 'toggleTarget' } as const),
    fc.constantFrom('local', 'online').map((target) => ({ type: 'setTarget', target }) as const),
    fc
      .oneof(
        fc.constantFrom(...catalogue.products.map((p) => p.name), 'exempla care', 'ACME', ''),
        fc.constant(null),
        fc.string(),
      )
      .map((name) => ({ type: 'selectProduct', name }) as const),
    fc
      .oneof(fc.constantFrom(...knownPzns, '18734028'), fc.string())
      .map((pzn) => ({ type: 'selectVariant', pzn }) as const),
    fc
      .oneof(fc.constantFrom('10115', '80331', '', '1011', '1011x'), fc.string())
      .map((zip) => ({ type: 'setZip', zip }) as const),
    fc
      .oneof(fc.constantFrom(5, 10, 15), fc.integer())
      .map((distance) => ({ type: 'setDistance', distance }) as const),
    fc.constant({ type: 'submit' } as const),
    fc.constant({ type: 'adjustSearch' } as const),
    fc.integer({ min: 0, max: 6 }).map((id) => ({ type: 'localResults', id, results: [pharmacy] }) as const),
    fc.integer({ min: 0, max: 6 }).map((id) => ({ type: 'onlineResults', id, results: [] }) as const),
  );

  it('holds every invariant after any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...catalogue.products.map((p) => p.name.toLowerCase())), {
          nil: undefined,
        }),
        fc.array(event, { maxLength: 40 }),
        (preselect, events) => {
          let s = createFinderState({ preselectProductName: preselect });
          for (const e of events) {
            const { state, effect } = finderTransition(s, e);
            if (!isConsistentFinderState(catalogue, state)) return false;
            // An effect always carries a new, larger id, and only a due search makes one.
            if (effect && effect.id <= (s.search?.id ?? 0)) return false;
            // The form only hides on a submit that passed validation.
            if (s.formVisible && !state.formVisible && (e.type !== 'submit' || !effect)) return false;
            s = state;
          }
          return true;
        },
      ),
      { numRuns: 500 },
    );
  });
});
