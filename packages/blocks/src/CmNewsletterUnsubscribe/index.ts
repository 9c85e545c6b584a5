import { defineBlock } from '../blockModule';
import { CmNewsletterUnsubscribe } from './CmNewsletterUnsubscribe';
import { cmNewsletterUnsubscribeSchema } from './schema';

export const cmNewsletterUnsubscribeModule = defineBlock(
  cmNewsletterUnsubscribeSchema,
  CmNewsletterUnsubscribe,
);
export { CmNewsletterUnsubscribe, type UnsubscribeDraft } from './CmNewsletterUnsubscribe';
export { unsubscribeCopy, type UnsubscribeCopy } from './copy';
export { cmNewsletterUnsubscribeSchema, type CmNewsletterUnsubscribeBlock } from './schema';
