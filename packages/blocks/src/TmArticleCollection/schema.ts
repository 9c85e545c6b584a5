import { z } from 'zod';
import { blockSchema, imageSchema, richText } from '../fields';

export const articleItemSchema = z.object({
  headline: z.string(),
  copy: richText('Teaser text (rich text, HTML), sanitised while the block is validated'),
  topline: z.string().optional(),
  topic: z.string().optional(),
  date: z.string().optional().describe('Publication date, ISO (2026-03-04)'),
  image: imageSchema.optional(),
  href: z.string().optional().describe('The article'),
});

/** A grid of article teasers under an optional headline. */
export const tmArticleCollectionSchema = blockSchema('TmArticleCollection', {
  items: z.array(articleItemSchema).optional(),
}).describe(
  'Article collection: headline (default h2), copy, items [{ headline, copy, topline, topic, date, image, href }]',
);

export type TmArticleCollectionBlock = z.output<typeof tmArticleCollectionSchema>;
export type ArticleItem = z.output<typeof articleItemSchema>;
