import {
  Button,
  Container,
  Heading,
  RichText,
  Select,
  StarRating,
  useLocale,
  hasRichText,
  VisuallyHidden,
} from '@healthsite/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { BlockProps } from '../blockModule';
import { reviewSorts, type ReviewSort } from '@healthsite/services/limits';
import { useServices } from '../services/context';
import { toServiceError } from '@healthsite/services/errors';
import { FormError, useFormsCopy } from '../services/forms';
import { hasText } from '../shared/hasText';
import { useReviewCreateCopy } from '../TmReviewCreate/copy';
import { lazyComponent } from '../chrome/lazy/lazyComponent';
import type { ReviewCreateDialogProps } from '../TmReviewCreate/ReviewCreateDialog';
import { formatAverage, reviewCountHeadline, useReviewsCopy } from './copy';
import { ReviewItem } from './ReviewItem';
import { initialReviewsState, reviewsReducer } from './reviewsState';
import type { TmReviewsBlock } from './schema';

// The review form (and zod, which checks it) loads with its first opening, or when the pointer or
// the focus reaches its button: not with every product page, where it cost a long task at start.
const reviewDialog = lazyComponent<ReviewCreateDialogProps & { open: boolean }>(() =>
  import('../TmReviewCreate/ReviewCreateDialog').then((module) => module.ReviewCreateDialog),
);

/** The reviews of a product: count, average, sorting, load more, and the review dialog. */
export function TmReviews({ block, anchorId }: BlockProps<TmReviewsBlock>) {
  const {
    product,
    productName,
    pageSize,
    allowCreate,
    privacyHref,
    topline,
    copy: text,
    headingTag = 'h2',
  } = block;
  const locale = useLocale();
  const copy = useReviewsCopy();
  const createCopy = useReviewCreateCopy();
  const formsCopy = useFormsCopy();
  const services = useServices();
  const [state, dispatch] = useReducer(reviewsReducer, block.sort, initialReviewsState);
  // After "load more", the first new review takes the focus (the button may be gone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const [writing, setWriting] = useState(false);
  const writeButton = useRef<HTMLButtonElement>(null);

  // First page: on mount, on a new sort, on retry (each dispatches `load`, which bumps `request`).
  const { request, status, sort, nextCursor, more } = state;
  useEffect(() => {
    if (status !== 'loading') return;
    let live = true;
    services.reviews.list({ product, sort, limit: pageSize }, { locale }).then(
      (page) => live && dispatch({ type: 'loaded', request, page }),
      (error: unknown) => live && dispatch({ type: 'failed', request, error: toServiceError(error) }),
    );
    return () => {
      live = false;
    };
  }, [services, product, sort, pageSize, locale, request, status]);

  useEffect(() => {
    if (more !== 'loading' || !nextCursor) return;
    let live = true;
    services.reviews.list({ product, sort, limit: pageSize, cursor: nextCursor }, { locale }).then(
      (page) => live && dispatch({ type: 'loadedMore', request, page }),
      (error: unknown) => live && dispatch({ type: 'failedMore', request, error: toServiceError(error) }),
    );
    return () => {
      live = false;
    };
  }, [services, product, sort, pageSize, locale, request, more, nextCursor]);

  const shown = state.items.length;
  const loadMore = () => {
    setFocusIndex(shown);
    dispatch({ type: 'loadMore' });
  };
  const reload = (next?: ReviewSort) => {
    setFocusIndex(null);
    dispatch({ type: 'load', sort: next });
  };

  const ready = status === 'ready';
  const known = ready || shown > 0;
  const headline = known ? reviewCountHeadline(state.total, locale) : copy.heading;

  return (
    <section
      data-block="TmReviews"
      id={anchorId}
      className="hs-reviews"
      aria-busy={status === 'loading' || more === 'loading' || undefined}
    >
      <Container className="hs-reviews__inner">
        <header className="hs-reviews__header">
          {hasText(topline) && <p className="hs-reviews__topline">{topline}</p>}
          <Heading headingTag={headingTag} size="lg" className="hs-reviews__headline">
            {headline}
          </Heading>
          {known && state.average !== null && (
            <p className="hs-reviews__average">
              <span aria-hidden="true" className="hs-reviews__average-visual">
                <StarRating value={state.average} />
                <span className="hs-reviews__average-number">{formatAverage(state.average, locale)}</span>
              </span>
              <VisuallyHidden>{copy.average(formatAverage(state.average, locale))}</VisuallyHidden>
            </p>
          )}
          {hasRichText(text) && <RichText html={text} className="hs-reviews__copy" />}
        </header>

        <div className="hs-reviews__toolbar">
          {state.total > 1 && (
            <Select
              label={copy.sortLabel}
              className="hs-reviews__sort"
              name="sort"
              value={sort}
              options={reviewSorts.map((value) => ({ value, label: copy.sorts[value] }))}
              onChange={(event) => reload(event.currentTarget.value as ReviewSort)}
            />
          )}
          {allowCreate && (
            <>
              <Button
                ref={writeButton}
                variant="contained-themed"
                className="hs-reviews__write"
                aria-haspopup="dialog"
                aria-expanded={writing}
                onClick={() => setWriting(true)}
                onPointerEnter={reviewDialog.preload}
                onFocus={reviewDialog.preload}
              >
                {createCopy.open}
              </Button>
              <reviewDialog.OnFirstOpen
                open={writing}
                onOpenChange={setWriting}
                onLoadError={() => setWriting(false)}
                product={product}
                productName={productName}
                privacyHref={privacyHref}
                returnFocusTo={writeButton}
              />
            </>
          )}
        </div>

        {status === 'loading' && (
          <p className="hs-reviews__status" role="status">
            {copy.loading}
          </p>
        )}

        {status === 'error' && state.error && (
          <FormError lead={copy.loadError} error={state.error} onRetry={() => reload()} />
        )}

        {ready && state.total === 0 && <p className="hs-reviews__none">{copy.noneCopy}</p>}

        {shown > 0 && (
          <ul className="hs-reviews__list">
            {state.items.map((review, index) => (
              <li key={review.id}>
                <ReviewItem
                  review={review}
                  locale={locale}
                  ref={index === focusIndex ? focusOnMount : undefined}
                />
              </li>
            ))}
          </ul>
        )}

        {ready && shown > 0 && (
          <div className="hs-reviews__more">
            <p className="hs-reviews__shown" aria-live="polite">
              {copy.shown(shown, state.total)}
            </p>
            {more === 'error' && state.error && <FormError lead={copy.loadMoreError} error={state.error} />}
            {nextCursor && (
              <Button variant="outlined" loading={more === 'loading'} onClick={loadMore}>
                {more === 'error' ? formsCopy.retry : copy.loadMore}
              </Button>
            )}
          </div>
        )}
      </Container>
    </section>
  );
}
