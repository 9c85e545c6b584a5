import { z } from 'zod';
import { blockSchema, imageSchema, linkSchema, richText, titleMarkup } from '../fields';

export const showcaseItemSchema = z.object({
  name: z.string().optional().describe('Product name, e.g. "LUMEDRA CARE"'),
  title: titleMarkup('Title markup, e.g. "LUMEDRA<sup>®</sup> CARE" (sup, sub, br); else `name`'),
  topline: z.string().optional(),
  copy: richText('Rich text (HTML), sanitised while the block is validated'),
  image: imageSchema.optional().describe('Pack shot or product scene'),
  link: linkSchema.optional().describe('The product page'),
});

/** Several products, each with image, text and link, image and text alternating sides. */
export const cmProductShowcaseSchema = blockSchema('CmProductShowcase', {
  items: z.array(showcaseItemSchema).optional(),
  imagePosition: z
    .enum(['start', 'end'])
    .optional()
    .describe("Side of the first item's image on wide screens (default start); the next items alternate"),
}).describe(
  'Product showcase: topline, headline (default h2), copy, links, items [{ name, title, topline, copy, image, link }], ' +
    'imagePosition',
);

export type CmProductShowcaseBlock = z.output<typeof cmProductShowcaseSchema>;
export type ShowcaseItem = z.output<typeof showcaseItemSchema>;
