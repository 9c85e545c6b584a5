import { z } from 'zod';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  DEFAULT_REVIEW_SORT,
  reviewSortSchema,
} from '@healthsite/services/contract';
import { blockSchema } from '../fields';
import { privacyHrefField, reviewProductField } from '../services/blockFields';

/**
 * The reviews of one product, loaded from GET /api/reviews (services): the count as the headline
 * (pluralised), the average, sorting, "load more", and a button to write a review.
 */
export const tmReviewsSchema = blockSchema('TmReviews', {
  product: reviewProductField,
  productName: z.string().optional().describe('Product name for the review dialog, e.g. "LUMEDRA DUAL"'),
  pageSize: z.number().int().min(1).max(20).default(DEFAULT_REVIEW_PAGE_SIZE).describe('Reviews per page'),
  sort: reviewSortSchema.default(DEFAULT_REVIEW_SORT).describe('Initial order'),
  allowCreate: z.boolean().default(true).describe('Show the "write a review" button'),
  privacyHref: privacyHrefField,
}).describe(
  'Product reviews: headline = pluralised count, average stars, sort, load more, review dialog; topline and copy optional',
);

export type TmReviewsBlock = z.output<typeof tmReviewsSchema>;
