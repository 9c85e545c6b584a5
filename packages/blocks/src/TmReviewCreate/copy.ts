import { defineCopy, useCopy } from '@healthsite/ui';
import { textBounds } from '@healthsite/services/limits';
import { numberFormat } from '../shared/intl';

export interface ReviewCreateCopy {
  open: string;
  title: (productName?: string) => string;
  rating: string;
  reviewTitle: string;
  content: string;
  contentHint: string;
  displayName: string;
  displayNameHint: string;
  email: string;
  submit: string;
  successTitle: string;
  successCopy: string;
  close: string;
}

const { reviewContent } = textBounds;

export const reviewCreateCopy = defineCopy<ReviewCreateCopy>('blocks.reviewCreate', {
  'de-DE': {
    open: 'Bewertung schreiben',
    title: (name) => (name ? `${name} bewerten` : 'Bewertung schreiben'),
    rating: 'Ihre Bewertung',
    reviewTitle: 'Titel',
    content: 'Ihre Erfahrung',
    contentHint: `${reviewContent.min} bis ${numberFormat('de-DE').format(reviewContent.max)} Zeichen`,
    displayName: 'Angezeigter Name',
    displayNameHint: 'Wird mit Ihrer Bewertung veröffentlicht.',
    email: 'E-Mail-Adresse',
    submit: 'Bewertung absenden',
    successTitle: 'Vielen Dank für Ihre Bewertung!',
    successCopy: 'Wir prüfen sie kurz und veröffentlichen sie dann auf dieser Seite.',
    close: 'Schließen',
  },
  en: {
    open: 'Write a review',
    title: (name) => (name ? `Review ${name}` : 'Write a review'),
    rating: 'Your rating',
    reviewTitle: 'Title',
    content: 'Your experience',
    contentHint: `${reviewContent.min} to ${numberFormat('en').format(reviewContent.max)} characters`,
    displayName: 'Displayed name',
    displayNameHint: 'Published with your review.',
    email: 'Email address',
    submit: 'Submit review',
    successTitle: 'Thank you for your review!',
    successCopy: 'We will check it briefly and then publish it on this page.',
    close: 'Close',
  },
});

export function useReviewCreateCopy(): ReviewCreateCopy {
  return useCopy(reviewCreateCopy);
}
