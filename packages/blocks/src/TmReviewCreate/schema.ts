import { z } from 'zod';
import { blockSchema } from '../fields';

/** Fields both review blocks read to create a review. */
export const reviewProductField = z
  .string()
  .min(1)
  .describe('assetId of the reviewed product (as in the site definition’s products, e.g. "prod-dual")');

export const privacyHrefField = z
  .string()
  .min(1)
  .optional()
  .describe(
    'Link of the privacy policy in the consent label; default /datenschutz (de-DE) or /en/privacy (en)',
  );

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
