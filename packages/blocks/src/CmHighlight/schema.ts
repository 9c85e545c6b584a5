import { z } from 'zod';
import { blockSchema, imageSchema } from '../fields';

export const cmHighlightImagePositions = ['start', 'end'] as const;

/** A highlighted message on the themed surface, with an optional image beside it. */
export const cmHighlightSchema = blockSchema('CmHighlight', {
  image: imageSchema.optional(),
  imagePosition: z
    .enum(cmHighlightImagePositions)
    .optional()
    .describe('Image before or after the text (default end)'),
}).describe('Highlight: topline, headline (default h2), copy, links, optional image on a themed surface');

export type CmHighlightBlock = z.output<typeof cmHighlightSchema>;
