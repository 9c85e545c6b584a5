import { defineBlock } from '../blockModule';
import { NmAnchor } from './NmAnchor';
import { nmAnchorSchema } from './schema';

export const nmAnchorModule = defineBlock(nmAnchorSchema, NmAnchor);
export { NmAnchor } from './NmAnchor';
export { nmAnchorSchema, type NmAnchorBlock } from './schema';
