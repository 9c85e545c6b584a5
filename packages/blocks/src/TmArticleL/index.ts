import { defineBlock } from '../blockModule';
import { TmArticleL } from './TmArticleL';
import { tmArticleLSchema } from './schema';

export const tmArticleLModule = defineBlock(tmArticleLSchema, TmArticleL);
export { TmArticleL } from './TmArticleL';
export { tmArticleLSchema, type TmArticleLBlock } from './schema';
