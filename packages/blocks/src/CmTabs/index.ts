import { defineBlock } from '../blockModule';
import { CmTabs } from './CmTabs';
import { cmTabsSchema } from './schema';

export const cmTabsModule = defineBlock(cmTabsSchema, CmTabs);
export { CmTabs } from './CmTabs';
export { cmTabsSchema, tabSchema, type CmTabsBlock, type TabContent } from './schema';
