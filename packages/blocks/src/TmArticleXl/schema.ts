import { z } from 'zod';
import { blockSchema, imageSchema } from '../fields';

/** Featured article: a wide teaser card; links[0] is the article. */
export const tmArticleXlSchema = blockSchema('TmArticleXl', {
  image: imageSchema.optional(),
  date: z.string().optional().describe('Publication date, ISO (2026-03-04)'),
}).describe(
  'Featured article teaser: image, topline/topic, date, headline (default h2), copy; links[0] = the article',
);

export type TmArticleXlBlock = z.output<typeof tmArticleXlSchema>;
