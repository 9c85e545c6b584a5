import { z } from 'zod';
import { blockSchema } from '../fields';
import { privacyHrefField } from '../services/blockFields';

export const requestTopicSchema = z.object({
  value: z.string().min(1).max(100).describe('Sent as the request topic'),
  label: z.string().min(1),
});

/** Contact request: topic, message, name, e-mail, privacy consent; POST /api/request. */
export const cmRequestFormSchema = blockSchema('CmRequestForm', {
  topics: z
    .array(requestTopicSchema)
    .min(1)
    .optional()
    .describe('Topics to choose from; default: product question, application, pharmacy, other'),
  privacyHref: privacyHrefField,
}).describe('Contact request form: topic, message, name, e-mail, privacy consent; POST /api/request');

export type CmRequestFormBlock = z.output<typeof cmRequestFormSchema>;
