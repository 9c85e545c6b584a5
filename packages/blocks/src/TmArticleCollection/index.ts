import { defineBlock } from '../blockModule';
import { TmArticleCollection } from './TmArticleCollection';
import { tmArticleCollectionSchema } from './schema';

export const tmArticleCollectionModule = defineBlock(tmArticleCollectionSchema, TmArticleCollection);
export { TmArticleCollection } from './TmArticleCollection';
export {
  tmArticleCollectionSchema,
  articleItemSchema,
  type ArticleItem,
  type TmArticleCollectionBlock,
} from './schema';
