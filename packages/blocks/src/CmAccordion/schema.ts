import { z } from 'zod';
import { blockSchema, richText } from '../fields';

export const accordionItemSchema = z.object({
  question: z.string().optional().describe("The question (the toggle's text)"),
  answer: richText('Rich text (HTML), sanitised while the block is validated'),
});

/** FAQ-style accordion: questions that open their rich-text answers. */
export const cmAccordionSchema = blockSchema('CmAccordion', {
  items: z.array(accordionItemSchema).optional(),
  multiple: z.boolean().optional().describe('Several answers may be open at once (default: one at a time)'),
  openFirst: z.boolean().optional().describe('The first answer is open at first (default false)'),
}).describe(
  'Accordion (FAQ): topline, headline (default h2), copy, links, items [{ question, answer }], multiple, openFirst',
);

export type CmAccordionBlock = z.output<typeof cmAccordionSchema>;
