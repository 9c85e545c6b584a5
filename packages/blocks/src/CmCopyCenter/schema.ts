import type { z } from 'zod';
import { blockSchema } from '../fields';

/** Centred copy: topline, headline, rich text and links, no fields of its own. */
export const cmCopyCenterSchema = blockSchema('CmCopyCenter', {}).describe(
  'Centred copy: topline, headline (default h2), rich-text copy, links',
);

export type CmCopyCenterBlock = z.output<typeof cmCopyCenterSchema>;
