import { z } from 'zod';
import { blockSchema, imageSchema, richText } from '../fields';
import { ingredientIcons } from './ingredientIcons';

export const ingredientSchema = z.object({
  name: z.string().optional().describe('Ingredient, e.g. "Hyaluronsäure"'),
  amount: z.string().optional().describe('Concentration, e.g. "0,2 %"'),
  copy: richText('What it does; rich text (HTML), sanitised while the block is validated'),
  icon: z.enum(ingredientIcons).optional().describe('Pictogram when there is no image'),
  image: imageSchema.optional().describe('Ingredient image (wins over the icon)'),
});

/** The formula of a product: its ingredients with a pictogram or image, name and what each does. */
export const cmFormulaShowcaseSchema = blockSchema('CmFormulaShowcase', {
  items: z.array(ingredientSchema).optional(),
}).describe(
  'Formula showcase: topline, headline (default h2), copy, links, items [{ name, amount, copy, icon (' +
    `${ingredientIcons.join(' | ')}), image }]`,
);

export type CmFormulaShowcaseBlock = z.output<typeof cmFormulaShowcaseSchema>;
