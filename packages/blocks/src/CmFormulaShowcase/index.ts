import { defineBlock } from '../blockModule';
import { CmFormulaShowcase } from './CmFormulaShowcase';
import { cmFormulaShowcaseSchema } from './schema';

export const cmFormulaShowcaseModule = defineBlock(cmFormulaShowcaseSchema, CmFormulaShowcase);
export { CmFormulaShowcase } from './CmFormulaShowcase';
export {
  cmFormulaShowcaseSchema,
  ingredientSchema,
  type CmFormulaShowcaseBlock,
  type Ingredient,
} from './schema';
export { ingredientIconPaths, ingredientIcons, type IngredientIcon } from './ingredientIcons';
