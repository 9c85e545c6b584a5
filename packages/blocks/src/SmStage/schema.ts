import { z } from 'zod';
import { blockSchema, imageSchema } from '../fields';

export const smStageVariants = ['default', 'product'] as const;

/** Stage (hero) at the top of a page: topline, headline, copy, image and call-to-action links. */
export const smStageSchema = blockSchema('SmStage', {
  image: imageSchema.optional(),
  variant: z.enum(smStageVariants).optional().describe('"product" shows a packshot on the themed surface'),
}).describe('Stage (hero): topline, headline (default h1), rich-text copy, image, CTA links');

export type SmStageBlock = z.output<typeof smStageSchema>;
