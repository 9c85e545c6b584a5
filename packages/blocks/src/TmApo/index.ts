import { defineBlock } from '../blockModule';
import { TmApo } from './TmApo';
import { tmApoSchema } from './schema';

export const tmApoModule = defineBlock(tmApoSchema, TmApo);
export { TmApo } from './TmApo';
export { tmApoSchema, type TmApoBlock } from './schema';
