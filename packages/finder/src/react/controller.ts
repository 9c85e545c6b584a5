import type { FinderCatalogue } from '../catalogue';
import { isAbortError } from '../local-search';
import { onlinePharmaciesFor, type RandomSource } from '../online-pharmacies';
import { finderTransition, type FinderEvent, type FinderState, type SearchRequest } from '../state';
import type { LocalSearchService } from './types';

/**
 * The finder's state plus its effects, framework-free: a tiny external store over the domain
 * reducer (for `useSyncExternalStore`). When a search becomes due it runs it: online at once from
 * the catalogue, local through the service, aborting the local search before it. Only the answer
 * of the newest search is accepted (the reducer checks the id).
 */
export interface FinderController {
  getState(): FinderState;
  dispatch(event: FinderEvent): void;
  subscribe(listener: () => void): () => void;
  /** Runs the search that the initial state has due (a state read from the URL). Idempotent. */
  start(): void;
  /** Aborts a running local search (the modal closed). */
  stop(): void;
}

export interface FinderControllerOptions {
  catalogue: FinderCatalogue;
  initialState: FinderState;
  localSearch: LocalSearchService;
  random?: RandomSource | undefined;
  /** Called for a local search that failed in an unexpected way (the service should resolve []). */
  onError?: ((error: unknown) => void) | undefined;
}

export function createFinderController(options: FinderControllerOptions): FinderController {
  const {
    catalogue,
    localSearch,
    random = Math.random,
    onError = (e) => console.error('Pharmacy search failed', e),
  } = options;
  let state = options.initialState;
  let started = false;
  let running: AbortController | undefined;
  const listeners = new Set<() => void>();

  function set(next: FinderState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function run(search: SearchRequest) {
    if (search.online !== null) {
      const results = onlinePharmaciesFor(catalogue, search.online, random);
      dispatch({ type: 'onlineResults', id: search.id, results });
    }
    if (search.local !== null) {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      const { id } = search;
      localSearch.search({ ...search.local, signal: controller.signal }).then(
        (results) => dispatch({ type: 'localResults', id, results: Array.isArray(results) ? results : [] }),
        (error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return;
          onError(error);
          dispatch({ type: 'localResults', id, results: [] });
        },
      );
    }
  }

  function dispatch(event: FinderEvent) {
    const { state: next, effect } = finderTransition(catalogue, state, event);
    set(next);
    if (effect) run(effect);
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      const search = state.search;
      const pending =
        search !== null &&
        ((state.local.status === 'loading' && state.local.requestId === search.id) ||
          (state.online.status === 'loading' && state.online.requestId === search.id));
      if (search && pending) run(search);
    },
    stop() {
      running?.abort();
      running = undefined;
      // A local search that was cut off may run again when the modal is opened anew.
      started = false;
    },
  };
}
