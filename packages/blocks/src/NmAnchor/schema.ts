import type { z } from 'zod';
import { blockSchema } from '../fields';

/** In-page navigation block: lists the page's blocks marked `listInPageNav`. */
export const nmAnchorSchema = blockSchema('NmAnchor', {}).describe(
  'In-page navigation: links to every block of the page with listInPageNav; optional headline',
);

export type NmAnchorBlock = z.output<typeof nmAnchorSchema>;
