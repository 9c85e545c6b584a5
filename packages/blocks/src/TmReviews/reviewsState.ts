import type { Review, ReviewPage, ReviewSort } from '@healthsite/services/contract';
import type { ServiceError } from '@healthsite/services/errors';

/** The reviews list as a small state machine (pure, so it is tested without a browser). */
export interface ReviewsState {
  sort: ReviewSort;
  /** First page: loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  items: Review[];
  total: number;
  average: number | null;
  nextCursor: string | null;
  /** "Load more": idle, loading, or failed (the loaded reviews stay). */
  more: 'idle' | 'loading' | 'error';
  error?: ServiceError;
  /** Counts requests, so that a late answer for an earlier sort is ignored. */
  request: number;
}

export type ReviewsAction =
  | { type: 'load'; sort?: ReviewSort }
  | { type: 'loaded'; request: number; page: ReviewPage }
  | { type: 'failed'; request: number; error: ServiceError }
  | { type: 'loadMore' }
  | { type: 'loadedMore'; request: number; page: ReviewPage }
  | { type: 'failedMore'; request: number; error: ServiceError };

export function initialReviewsState(sort: ReviewSort): ReviewsState {
  return {
    sort,
    status: 'loading',
    items: [],
    total: 0,
    average: null,
    nextCursor: null,
    more: 'idle',
    request: 1,
  };
}

export function reviewsReducer(state: ReviewsState, action: ReviewsAction): ReviewsState {
  switch (action.type) {
    case 'load':
      // The reviews shown so far stay until the new first page arrives (a re-sort keeps the sort
      // control and the focus where they are).
      return {
        ...state,
        sort: action.sort ?? state.sort,
        status: 'loading',
        more: 'idle',
        error: undefined,
        request: state.request + 1,
      };
    case 'loaded':
      if (action.request !== state.request) return state;
      return {
        ...state,
        status: 'ready',
        items: action.page.items,
        total: action.page.total,
        average: action.page.average,
        nextCursor: action.page.nextCursor,
        error: undefined,
      };
    case 'failed':
      if (action.request !== state.request) return state;
      return { ...state, status: 'error', error: action.error };
    case 'loadMore':
      if (state.status !== 'ready' || !state.nextCursor || state.more === 'loading') return state;
      return { ...state, more: 'loading', error: undefined, request: state.request + 1 };
    case 'loadedMore': {
      if (action.request !== state.request) return state;
      const known = new Set(state.items.map((review) => review.id));
      return {
        ...state,
        more: 'idle',
        // A review published between two pages can shift the pages; never show one twice.
        items: [...state.items, ...action.page.items.filter((review) => !known.has(review.id))],
        total: action.page.total,
        average: action.page.average,
        nextCursor: action.page.nextCursor,
      };
    }
    case 'failedMore':
      if (action.request !== state.request) return state;
      return { ...state, more: 'error', error: action.error };
  }
}
