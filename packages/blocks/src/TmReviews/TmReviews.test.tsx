import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@healthsite/ui';
import { ServiceError } from '@healthsite/services/errors';
import { formatAverage, formatReviewDate, reviewCountHeadline } from './copy';
import { demoReviews } from './fixtures';
import { initialReviewsState, reviewsReducer } from './reviewsState';
import { tmReviewsSchema } from './schema';
import { TmReviews } from './TmReviews';

describe('reviewCountHeadline', () => {
  it.each([
    [0, 'de-DE', 'Noch keine Bewertungen'],
    [1, 'de-DE', '1 Bewertung'],
    [2, 'de-DE', '2 Bewertungen'],
    [12, 'de-DE', '12 Bewertungen'],
    [1234, 'de-DE', '1.234 Bewertungen'],
    [0, 'en', 'No reviews yet'],
    [1, 'en', '1 review'],
    [12, 'en', '12 reviews'],
    [1234, 'en', '1,234 reviews'],
  ] as const)('%i in %s → %s', (count, locale, text) => {
    expect(reviewCountHeadline(count, locale)).toBe(text);
  });

  it('formats the average and the date per locale (dates in UTC)', () => {
    expect(formatAverage(4.25, 'de-DE')).toBe('4,3');
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatReviewDate('2026-03-14T23:30:00Z', 'de-DE')).toBe('14. März 2026');
    expect(formatReviewDate('2026-03-14T23:30:00Z', 'en')).toBe('March 14, 2026');
  });
});

describe('reviewsReducer', () => {
  const reviews = demoReviews('de-DE');
  const page = (from: number, to: number, nextCursor: string | null) => ({
    items: reviews.slice(from, to),
    nextCursor,
    total: 12,
    average: 3.8,
  });

  it('loads, appends more without duplicates, and ignores late answers of an earlier request', () => {
    let state = initialReviewsState('newest');
    state = reviewsReducer(state, { type: 'loaded', request: state.request, page: page(0, 3, '3') });
    expect(state).toMatchObject({ status: 'ready', total: 12, nextCursor: '3' });
    state = reviewsReducer(state, { type: 'loadMore' });
    expect(state.more).toBe('loading');
    // A review appeared meanwhile: the next page starts with one we already show.
    state = reviewsReducer(state, { type: 'loadedMore', request: state.request, page: page(2, 6, '6') });
    expect(state.items.map((r) => r.id)).toEqual(reviews.slice(0, 6).map((r) => r.id));
    const stale = state.request;
    state = reviewsReducer(state, { type: 'load', sort: 'rating-asc' });
    expect(state).toMatchObject({ status: 'loading', sort: 'rating-asc' });
    expect(state.items).toHaveLength(6); // kept on screen until the new order arrives
    expect(reviewsReducer(state, { type: 'loaded', request: stale, page: page(0, 1, null) })).toBe(state);
  });

  it('keeps the loaded reviews when "load more" fails', () => {
    let state = reviewsReducer(initialReviewsState('newest'), {
      type: 'loaded',
      request: 1,
      page: page(0, 3, '3'),
    });
    state = reviewsReducer(state, { type: 'loadMore' });
    state = reviewsReducer(state, {
      type: 'failedMore',
      request: state.request,
      error: new ServiceError({ kind: 'network' }),
    });
    expect(state).toMatchObject({ status: 'ready', more: 'error' });
    expect(state.items).toHaveLength(3);
    expect(reviewsReducer(state, { type: 'loadMore' }).more).toBe('loading');
  });
});

describe('TmReviews', () => {
  it('needs a product and defaults page size, sort and the write button', () => {
    expect(tmReviewsSchema.safeParse({ id: 'r', uiComponent: 'TmReviews' }).success).toBe(false);
    expect(tmReviewsSchema.parse({ id: 'r', uiComponent: 'TmReviews', product: 'prod-dual' })).toMatchObject({
      pageSize: 5,
      sort: 'newest',
      allowCreate: true,
    });
  });

  it('renders on the server in its loading state, without any services provided', () => {
    const block = tmReviewsSchema.parse({ id: 'r', uiComponent: 'TmReviews', product: 'prod-dual' });
    const html = renderToString(
      <LocaleProvider locale="en">
        <TmReviews block={block} index={3} anchorId="reviews" />
      </LocaleProvider>,
    );
    expect(html).toContain('data-block="TmReviews"');
    expect(html).toContain('id="reviews"');
    expect(html).toContain('Loading reviews …');
    expect(html).toContain('Write a review');
  });
});
