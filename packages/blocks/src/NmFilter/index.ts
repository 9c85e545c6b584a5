import { defineBlock } from '../blockModule';
import { NmFilter } from './NmFilter';
import { nmFilterSchema } from './schema';

export const nmFilterModule = defineBlock(nmFilterSchema, NmFilter);
export { NmFilter } from './NmFilter';
export { nmFilterSchema, filterOptionSchema, type NmFilterBlock } from './schema';
