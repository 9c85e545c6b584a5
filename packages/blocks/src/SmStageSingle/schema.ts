import type { z } from 'zod';
import { blockSchema, imageSchema } from '../fields';

/** Stage with one full-width image and the text in a card over its lower edge. */
export const smStageSingleSchema = blockSchema('SmStageSingle', {
  image: imageSchema.optional(),
}).describe('Single stage: full-width image, topline, headline (default h1), copy, links in a card below');

export type SmStageSingleBlock = z.output<typeof smStageSingleSchema>;
