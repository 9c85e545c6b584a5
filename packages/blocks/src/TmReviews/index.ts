import { defineBlock } from '../blockModule';
import { TmReviews } from './TmReviews';
import { tmReviewsSchema } from './schema';

export const tmReviewsModule = defineBlock(tmReviewsSchema, TmReviews);
export { TmReviews } from './TmReviews';
export { ReviewItem, type ReviewItemProps } from './ReviewItem';
export { reviewsCopy, reviewCountHeadline, formatAverage, formatReviewDate, type ReviewsCopy } from './copy';
export { reviewsReducer, initialReviewsState, type ReviewsState, type ReviewsAction } from './reviewsState';
export { tmReviewsSchema, type TmReviewsBlock } from './schema';
