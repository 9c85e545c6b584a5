// Field schemas shared by every block module (CONTENT-CONTRACT.md §1 "common fields").
// A block's schema = these common fields + its own fields, all optional where an editor could
// leave them empty, so half-filled content still renders and only wrong content is dropped.
import { sanitizeRichText } from '@healthsite/ui/sanitize';
import { z } from 'zod';
import { canonicalTitle } from './shared/canonicalTitle';

export const headingTagSchema = z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export const linkSchema = z.object({
  text: z.string(),
  href: z.string(),
});

export const imageRatioSchema = z.enum(['16-9', '3-2', '1-1', '1-2']);

export const imageSchema = z.object({
  src: z.string().min(1),
  // An image without alt text is decorative (alt=""), not invalid content.
  alt: z.string().default(''),
  type: z.enum(['jpg', 'png']).optional(),
  ratio: imageRatioSchema.optional(),
});

/**
 * A rich-text (HTML) field: a string in the content, sanitised while the block is validated, so a
 * block component receives `SanitizedHtml` for `RichText`. Validation runs where the content is
 * fetched (the app's server), which is where DOMPurify runs; the browser gets clean HTML only.
 */
export function richText(description = 'Rich text (HTML), sanitised while the block is validated') {
  return z.string().transform(sanitizeRichText).optional().describe(description);
}

/**
 * A product title field (`LUMEDRA<sup>®</sup> CARE`: sup, sub and br are kept), made canonical while
 * the block is validated (`canonicalTitle`): character references decoded where the content is
 * fetched, so that the browser's code carries no table of them.
 */
export function titleMarkup(description: string) {
  return z.string().transform(canonicalTitle).optional().describe(description);
}

export const commonBlockFields = {
  id: z.string().min(1),
  uiComponent: z.string(),
  assetId: z.string().optional(),
  copy: richText(),
  headline: z.string().optional(),
  headingTag: headingTagSchema.optional(),
  listInPageNav: z.boolean().optional(),
  anchor: z.string().optional(),
  topline: z.string().optional(),
  name: z.string().optional(),
  topic: z.string().optional(),
  links: z.array(linkSchema).optional(),
};

export const commonBlockSchema = z.object(commonBlockFields);

/** The fields every block has, after validation. */
export type CommonBlockFields = z.output<typeof commonBlockSchema>;

/**
 * The schema of one block type: the common fields, `uiComponent` pinned to the type name (which
 * makes the union of all registered blocks a discriminated union), and the block's own fields.
 */
export function blockSchema<const T extends string, S extends z.ZodRawShape>(uiComponent: T, fields: S) {
  return z.object({ ...commonBlockFields, uiComponent: z.literal(uiComponent), ...fields });
}
