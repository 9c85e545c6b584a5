import { defineBlock } from '../blockModule';
import { TmArticleXl } from './TmArticleXl';
import { tmArticleXlSchema } from './schema';

export const tmArticleXlModule = defineBlock(tmArticleXlSchema, TmArticleXl);
export { TmArticleXl } from './TmArticleXl';
export { tmArticleXlSchema, type TmArticleXlBlock } from './schema';
