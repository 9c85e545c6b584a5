import { Heading, Icon, StarRating, type Locale } from '@healthsite/ui';
import type { Ref } from 'react';
import type { Review } from '@healthsite/services/contract';
import { formatReviewDate, useReviewsCopy } from './copy';

export interface ReviewItemProps {
  review: Review;
  locale: Locale;
  ref?: Ref<HTMLElement>;
}

/** One review: stars, title, text, name, date, verified-buyer flag and the team's reply. */
export function ReviewItem({ review, locale, ref }: ReviewItemProps) {
  const copy = useReviewsCopy();
  return (
    <article ref={ref} className="hs-review" tabIndex={-1} aria-labelledby={`review-${review.id}-title`}>
      <StarRating value={review.rating} size="sm" />
      <Heading headingTag="h3" size="sm" className="hs-review__title" id={`review-${review.id}-title`}>
        {review.title}
      </Heading>
      <p className="hs-review__meta">
        <span className="hs-review__name">{copy.by(review.displayName)}</span>
        {' · '}
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, locale)}</time>
        {review.verifiedBuyer && (
          <span className="hs-review__verified">
            <Icon name="check" size="sm" />
            {copy.verifiedBuyer}
          </span>
        )}
      </p>
      <p className="hs-review__content">{review.content}</p>
      {review.reply && (
        <div className="hs-review__reply">
          <p className="hs-review__reply-label">{copy.teamReply}</p>
          <p className="hs-review__reply-content">{review.reply.content}</p>
        </div>
      )}
    </article>
  );
}
