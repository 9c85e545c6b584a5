import { z } from 'zod';
import { blockSchema, imageSchema, richText } from '../fields';

export const tabSchema = z.object({
  label: z.string().optional().describe('Tab label'),
  copy: richText('Rich text (HTML), sanitised while the block is validated'),
  image: imageSchema.optional(),
});

/** Tabs: one panel of rich text (and an optional image) per tab. */
export const cmTabsSchema = blockSchema('CmTabs', {
  items: z.array(tabSchema).optional(),
}).describe('Tabs: topline, headline (default h2), copy, links, items [{ label, copy, image }]');

export type CmTabsBlock = z.output<typeof cmTabsSchema>;
export type TabContent = z.output<typeof tabSchema>;
