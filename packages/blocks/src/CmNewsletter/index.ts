import { defineBlock } from '../blockModule';
import { CmNewsletter } from './CmNewsletter';
import { cmNewsletterSchema } from './schema';

export const cmNewsletterModule = defineBlock(cmNewsletterSchema, CmNewsletter);
export { CmNewsletter, type NewsletterDraft } from './CmNewsletter';
export { newsletterCopy, type NewsletterCopy } from './copy';
export { cmNewsletterSchema, type CmNewsletterBlock } from './schema';
