import { defineBlock } from '../blockModule';
import { CmAccordion } from './CmAccordion';
import { cmAccordionSchema } from './schema';

export const cmAccordionModule = defineBlock(cmAccordionSchema, CmAccordion);
export { CmAccordion } from './CmAccordion';
export { cmAccordionSchema, accordionItemSchema, type CmAccordionBlock } from './schema';
