import { z } from 'zod';
import { blockSchema } from '../fields';

/** Pharmacy-finder teaser on the themed surface; its CTA opens the finder (#apofinder). */
export const tmApoSchema = blockSchema('TmApo', {
  preselectProductName: z
    .string()
    .optional()
    .describe('Product the finder preselects (upper-cased), e.g. "COMOD"; exposed as data-preselect-product'),
}).describe(
  'Pharmacy-finder teaser: headline (default h2), copy, links (e.g. #apofinder), preselectProductName',
);

export type TmApoBlock = z.output<typeof tmApoSchema>;
