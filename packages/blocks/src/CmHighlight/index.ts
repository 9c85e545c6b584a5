import { defineBlock } from '../blockModule';
import { CmHighlight } from './CmHighlight';
import { cmHighlightSchema } from './schema';

export const cmHighlightModule = defineBlock(cmHighlightSchema, CmHighlight);
export { CmHighlight } from './CmHighlight';
export { cmHighlightSchema, cmHighlightImagePositions, type CmHighlightBlock } from './schema';
