import { z } from 'zod';
import { blockSchema, imageSchema } from '../fields';

/** Large article teaser: image, topline, headline, teaser copy; the first link is the article. */
export const tmArticleLSchema = blockSchema('TmArticleL', {
  image: imageSchema.optional(),
  date: z.string().optional().describe('Publication date, ISO (2026-03-04)'),
}).describe(
  'Large article teaser: image, topline, headline (default h2), teaser copy; links[0] leads to the article',
);

export type TmArticleLBlock = z.output<typeof tmArticleLSchema>;
