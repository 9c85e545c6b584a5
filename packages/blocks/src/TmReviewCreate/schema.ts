import { z } from 'zod';
import { blockSchema } from '../fields';
import { privacyHrefField, reviewProductField } from '../services/blockFields';

/**
 * A call to review a product: topline, headline, copy and a button that opens the review form in
 * a dialog. The review goes to POST /api/reviews (services).
 */
export const tmReviewCreateSchema = blockSchema('TmReviewCreate', {
  product: reviewProductField,
  productName: z.string().optional().describe('Product name shown in the dialog, e.g. "LUMEDRA DUAL"'),
  privacyHref: privacyHrefField,
}).describe(
  'Review creation: a button opening the review form (stars, title, text, name, e-mail, consent) in a dialog',
);

export type TmReviewCreateBlock = z.output<typeof tmReviewCreateSchema>;
