import { defineBlock } from '../blockModule';
import { SmProductHero } from './SmProductHero';
import { smProductHeroSchema } from './schema';

export const smProductHeroModule = defineBlock(smProductHeroSchema, SmProductHero);
export { SmProductHero } from './SmProductHero';
export { smProductHeroSchema, type SmProductHeroBlock } from './schema';
export { finderProductKey, titleMarkup, titleText } from '../shared/productTitle';
