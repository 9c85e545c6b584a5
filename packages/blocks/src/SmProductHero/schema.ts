import { z } from 'zod';
import { blockSchema, imageSchema, titleMarkup } from '../fields';

/** Product hero at the top of a product page: pack shot, product title, claims, pack sizes, finder CTA. */
export const smProductHeroSchema = blockSchema('SmProductHero', {
  title: titleMarkup(
    'Product title markup, e.g. "LUMEDRA<sup>®</sup> CARE" (only sup, sub and br are kept); else `name`',
  ),
  image: imageSchema.optional().describe('Pack shot'),
  landscapeFormat: z
    .boolean()
    .optional()
    .describe('True when the pack shot is wider than tall (e.g. the night ointment): wider media column'),
  claims: z.array(z.string()).optional().describe('Short claims, shown as a checked list'),
  packSizes: z.array(z.string()).optional().describe('Pack sizes, e.g. "10 ml Augentropfen"'),
  finderProduct: z
    .string()
    .optional()
    .describe('Product the finder preselects (upper-cased, e.g. "CARE"); default: `name`'),
  finderCta: z.boolean().optional().describe('Show the "Apotheke finden" button (#apofinder); default true'),
}).describe(
  'Product hero: topline, title (markup) or name, headline (sub-title), headingTag (default h1), copy, image ' +
    '(pack shot), landscapeFormat, claims, packSizes, finderProduct, finderCta, links (secondary buttons)',
);

export type SmProductHeroBlock = z.output<typeof smProductHeroSchema>;
