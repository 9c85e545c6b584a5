import { useLocale, type Locale } from '@healthsite/ui';
import type { ReviewSort } from '@healthsite/services/contract';
import { dateTimeFormat, numberFormat, plurals } from '../shared/intl';

export interface ReviewsCopy {
  /** Headline while the count is not known yet. */
  heading: string;
  count: { none: string; one: (n: string) => string; other: (n: string) => string };
  average: (value: string) => string;
  sortLabel: string;
  sorts: Record<ReviewSort, string>;
  loadMore: string;
  shown: (shown: number, total: number) => string;
  loading: string;
  loadError: string;
  loadMoreError: string;
  verifiedBuyer: string;
  teamReply: string;
  by: (name: string) => string;
  noneCopy: string;
}

export const reviewsCopy: Record<Locale, ReviewsCopy> = {
  'de-DE': {
    heading: 'Bewertungen',
    count: {
      none: 'Noch keine Bewertungen',
      one: (n) => `${n} Bewertung`,
      other: (n) => `${n} Bewertungen`,
    },
    average: (value) => `Durchschnittliche Bewertung: ${value} von 5 Sternen`,
    sortLabel: 'Sortieren nach',
    sorts: {
      'rating-desc': 'Beste Bewertung zuerst',
      'rating-asc': 'Schlechteste Bewertung zuerst',
      newest: 'Neueste zuerst',
      oldest: 'Älteste zuerst',
    },
    loadMore: 'Weitere Bewertungen laden',
    shown: (shown, total) => `${shown} von ${total} Bewertungen angezeigt`,
    loading: 'Bewertungen werden geladen …',
    loadError: 'Die Bewertungen konnten nicht geladen werden.',
    loadMoreError: 'Weitere Bewertungen konnten nicht geladen werden.',
    verifiedBuyer: 'Verifizierter Kauf',
    teamReply: 'Antwort unseres Teams',
    by: (name) => `von ${name}`,
    noneCopy: 'Teilen Sie als Erste oder Erster Ihre Erfahrung mit diesem Produkt.',
  },
  en: {
    heading: 'Reviews',
    count: {
      none: 'No reviews yet',
      one: (n) => `${n} review`,
      other: (n) => `${n} reviews`,
    },
    average: (value) => `Average rating: ${value} out of 5 stars`,
    sortLabel: 'Sort by',
    sorts: {
      'rating-desc': 'Highest rating first',
      'rating-asc': 'Lowest rating first',
      newest: 'Newest first',
      oldest: 'Oldest first',
    },
    loadMore: 'Load more reviews',
    shown: (shown, total) => `Showing ${shown} of ${total} reviews`,
    loading: 'Loading reviews …',
    loadError: 'The reviews could not be loaded.',
    loadMoreError: 'More reviews could not be loaded.',
    verifiedBuyer: 'Verified purchase',
    teamReply: 'Reply from our team',
    by: (name) => `by ${name}`,
    noneCopy: 'Be the first to share your experience with this product.',
  },
};

export function reviewsCopyFor(locale: Locale): ReviewsCopy {
  return reviewsCopy[locale] ?? reviewsCopy['de-DE'];
}

export function useReviewsCopy(): ReviewsCopy {
  return reviewsCopyFor(useLocale());
}

/** "Noch keine Bewertungen" / "1 Bewertung" / "12 Bewertungen" (Intl.PluralRules, Intl.NumberFormat). */
export function reviewCountHeadline(count: number, locale: Locale): string {
  const { count: words } = reviewsCopyFor(locale);
  if (count <= 0) return words.none;
  const n = numberFormat(locale).format(count);
  return plurals(locale).select(count) === 'one' ? words.one(n) : words.other(n);
}

/** The average as people read it: one decimal in the locale's format ("4,3"). */
export function formatAverage(average: number, locale: Locale): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** A review's date, fixed to UTC so that server and browser render the same day. */
export function formatReviewDate(iso: string, locale: Locale): string {
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
