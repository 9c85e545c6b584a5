import { z } from 'zod';
import { blockSchema } from '../fields';

/** Units Intl.NumberFormat writes per locale ("60 %" / "60%", "6 Monate" / "6 months"). */
export const statUnits = ['percent', 'milliliter', 'hour', 'day', 'month', 'year'] as const;

export const statSchema = z.object({
  value: z.number().optional().describe('The figure, e.g. 60 or 1.5; formatted per locale'),
  unit: z.enum(statUnits).optional().describe('Unit written by Intl.NumberFormat'),
  maximumFractionDigits: z.number().int().min(0).max(3).optional().describe('Default 1'),
  prefix: z.string().optional().describe('Text before the figure, e.g. "bis zu"'),
  suffix: z.string().optional().describe('Text after the figure, e.g. "Mio."'),
  label: z.string().optional().describe('What the figure means'),
  source: z.string().optional().describe('Source, shown as a numbered footnote'),
});

/** Big figures with a label and a source footnote. */
export const cmStatsSchema = blockSchema('CmStats', {
  items: z.array(statSchema).optional(),
}).describe(
  'Stats: topline, headline (default h2), copy, links, items [{ value, unit (' +
    `${statUnits.join(' | ')}), maximumFractionDigits, prefix, suffix, label, source }]`,
);

export type CmStatsBlock = z.output<typeof cmStatsSchema>;
export type Stat = z.output<typeof statSchema>;
