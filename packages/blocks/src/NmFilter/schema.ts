import { z } from 'zod';
import { blockSchema } from '../fields';

export const filterOptionSchema = z.object({
  label: z.string(),
  value: z.string().describe('Matched against the target items’ topic; "" shows everything'),
});

/** Filter chips for another block of the page (its `target`, a block id), e.g. a product list by topic. */
export const nmFilterSchema = blockSchema('NmFilter', {
  target: z.string().optional().describe('id of the block whose items are filtered (TmArticleCollection)'),
  filters: z.array(filterOptionSchema).optional(),
}).describe('Filter chips: target (block id), filters [{ label, value }]; headline optional');

export type NmFilterBlock = z.output<typeof nmFilterSchema>;
