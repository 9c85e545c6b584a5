import { defineBlock } from '../blockModule';
import { CmIntro } from './CmIntro';
import { cmIntroSchema } from './schema';

export const cmIntroModule = defineBlock(cmIntroSchema, CmIntro);
export { CmIntro } from './CmIntro';
export { cmIntroSchema, cmIntroVariants, type CmIntroBlock } from './schema';
