import { defineBlock } from '../blockModule';
import { SmStageSingle } from './SmStageSingle';
import { smStageSingleSchema } from './schema';

export const smStageSingleModule = defineBlock(smStageSingleSchema, SmStageSingle);
export { SmStageSingle } from './SmStageSingle';
export { smStageSingleSchema, type SmStageSingleBlock } from './schema';
