import type { z } from 'zod';
import { blockSchema } from '../fields';
import { privacyHrefField } from '../services/blockFields';

/** Newsletter sign-up (double opt-in): e-mail and privacy consent, sent to POST /api/newsletter. */
export const cmNewsletterSchema = blockSchema('CmNewsletter', {
  privacyHref: privacyHrefField,
}).describe(
  'Newsletter sign-up: topline, headline, copy, then e-mail + privacy consent; POST /api/newsletter',
);

export type CmNewsletterBlock = z.output<typeof cmNewsletterSchema>;
