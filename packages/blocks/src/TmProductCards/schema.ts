import { z } from 'zod';
import { blockSchema, imageSchema, titleMarkup } from '../fields';

export const productCardSchema = z.object({
  name: z.string().optional().describe('Plain product name, e.g. "LUMEDRA CARE"'),
  title: titleMarkup('Title markup, e.g. "LUMEDRA<sup>®</sup> CARE" (sup, sub, br); else `name`'),
  claim: z.string().optional().describe('Short claim under the name'),
  image: imageSchema.optional().describe('Pack shot'),
  variants: z.array(z.string()).optional().describe('Variants / pack sizes, e.g. "10 ml Augentropfen"'),
  href: z.string().optional().describe('The product page'),
  finderProduct: z.string().optional().describe('Product the finder preselects (default `name`)'),
});

/** Product cards: a row of products with pack shot, claim, pack sizes, product link and finder action. */
export const tmProductCardsSchema = blockSchema('TmProductCards', {
  items: z.array(productCardSchema).optional(),
  linkText: z
    .string()
    .optional()
    .describe('Text of each card\'s product link; default "Zum Produkt" / "View product"'),
  finderCta: z
    .boolean()
    .optional()
    .describe('Show "Apotheke finden" (#apofinder) on each card; default true'),
}).describe(
  'Product cards: topline, headline (default h2), copy, links, items [{ name, title, claim, image, variants, href, ' +
    'finderProduct }], linkText, finderCta',
);

export type TmProductCardsBlock = z.output<typeof tmProductCardsSchema>;
export type ProductCardItem = z.output<typeof productCardSchema>;
