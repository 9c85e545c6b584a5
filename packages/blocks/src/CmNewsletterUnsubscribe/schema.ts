import type { z } from 'zod';
import { blockSchema } from '../fields';

/** Newsletter unsubscribe: the e-mail address, sent to POST /api/newsletter/unsubscribe. */
export const cmNewsletterUnsubscribeSchema = blockSchema('CmNewsletterUnsubscribe', {}).describe(
  'Newsletter unsubscribe: topline, headline, copy, then the e-mail field; POST /api/newsletter/unsubscribe',
);

export type CmNewsletterUnsubscribeBlock = z.output<typeof cmNewsletterUnsubscribeSchema>;
