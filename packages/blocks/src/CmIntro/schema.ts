import { z } from 'zod';
import { blockSchema } from '../fields';

export const cmIntroVariants = ['default', 'centered', 'split', 'lead'] as const;

/** Introduction to a page or section. Variants: default (left), centered, split (headline | copy), lead (large copy). */
export const cmIntroSchema = blockSchema('CmIntro', {
  variant: z.enum(cmIntroVariants).optional().describe('default | centered | split | lead'),
}).describe('Intro: topline, headline (default h2), copy, links, in one of four layouts');

export type CmIntroBlock = z.output<typeof cmIntroSchema>;
