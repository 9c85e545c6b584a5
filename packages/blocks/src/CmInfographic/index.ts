import { defineBlock } from '../blockModule';
import { CmInfographic } from './CmInfographic';
import { cmInfographicSchema } from './schema';

export const cmInfographicModule = defineBlock(cmInfographicSchema, CmInfographic);
export { CmInfographic } from './CmInfographic';
export { cmInfographicSchema, infographicImageSchema, type CmInfographicBlock } from './schema';
