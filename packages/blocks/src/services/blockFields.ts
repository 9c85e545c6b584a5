import { z } from 'zod';
import { productIdSchema } from '@healthsite/services/contract';

/** Block fields the service blocks share. */

/** The reviewed product: the same rules as the `product` of the reviews API. */
export const reviewProductField = productIdSchema.describe(
  'assetId of the reviewed product (as in the site definition’s products, e.g. "prod-dual")',
);

export const privacyHrefField = z
  .string()
  .min(1)
  .optional()
  .describe(
    'Link of the privacy policy in the consent label; default /datenschutz (de-DE) or /en/privacy (en)',
  );
