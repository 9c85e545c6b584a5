import { defineBlock } from '../blockModule';
import { CmStats } from './CmStats';
import { cmStatsSchema } from './schema';

export const cmStatsModule = defineBlock(cmStatsSchema, CmStats);
export { CmStats } from './CmStats';
export { formatStatValue } from './formatStat';
export { cmStatsSchema, statSchema, statUnits, type CmStatsBlock, type Stat } from './schema';
