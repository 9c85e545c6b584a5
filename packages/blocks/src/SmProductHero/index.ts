import { defineBlock } from '../blockModule';
import { SmProductHero } from './SmProductHero';
import { smProductHeroSchema } from './schema';

export const smProductHeroModule = defineBlock(smProductHeroSchema, SmProductHero);
export { SmProductHero, finderProductKey } from './SmProductHero';
export { smProductHeroSchema, type SmProductHeroBlock } from './schema';
export { titleMarkup, titleText } from './titleMarkup';
