import { defineBlock } from '../blockModule';
import { CmProductShowcase } from './CmProductShowcase';
import { cmProductShowcaseSchema } from './schema';

export const cmProductShowcaseModule = defineBlock(cmProductShowcaseSchema, CmProductShowcase);
export { CmProductShowcase } from './CmProductShowcase';
export {
  cmProductShowcaseSchema,
  showcaseItemSchema,
  type CmProductShowcaseBlock,
  type ShowcaseItem,
} from './schema';
