import { defineBlock } from '../blockModule';
import { SmStage } from './SmStage';
import { smStageSchema } from './schema';

export const smStageModule = defineBlock(smStageSchema, SmStage);
export { SmStage } from './SmStage';
export { smStageSchema, smStageVariants, type SmStageBlock } from './schema';
