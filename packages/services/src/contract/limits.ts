// The contract's plain values (field bounds, review orders, page sizes) without its zod schemas:
// what a page's first load may import (`@healthsite/services/limits`). The schemas in api.ts are
// built from these, so the browser's hints and the server's checks cannot drift apart.

/** Length bounds of the free-text fields (characters, after trimming). */
export const textBounds = {
  reviewTitle: { min: 3, max: 100 },
  reviewContent: { min: 20, max: 2000 },
  displayName: { min: 2, max: 50 },
  requestTopic: { min: 1, max: 100 },
  requestMessage: { min: 20, max: 2000 },
  personName: { min: 2, max: 100 },
  /** Default upper bound of a generic-form text field without maxLength. */
  formText: { min: 0, max: 500 },
  formTextarea: { min: 0, max: 5000 },
} as const;

/** The orders a product's reviews can be listed in. */
export const reviewSorts = ['rating-desc', 'rating-asc', 'newest', 'oldest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';
export const DEFAULT_REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;
