import { defineBlock } from '../blockModule';
import { CmFormulaShowcase } from './CmFormulaShowcase';
import { cmFormulaShowcaseSchema } from './schema';

export const cmFormulaShowcaseModule = defineBlock(cmFormulaShowcaseSchema, CmFormulaShowcase);
export { CmFormulaShowcase } from './CmFormulaShowcase';
export { cmFormulaShowcaseSchema, ingredientSchema, type CmFormulaShowcaseBlock } from './schema';
export { ingredientIconPaths, ingredientIcons, type IngredientIcon } from './ingredientIcons';
