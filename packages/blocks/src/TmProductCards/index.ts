import { defineBlock } from '../blockModule';
import { TmProductCards } from './TmProductCards';
import { tmProductCardsSchema } from './schema';

export const tmProductCardsModule = defineBlock(tmProductCardsSchema, TmProductCards);
export { TmProductCards } from './TmProductCards';
export {
  tmProductCardsSchema,
  productCardSchema,
  type TmProductCardsBlock,
  type ProductCardItem,
} from './schema';
