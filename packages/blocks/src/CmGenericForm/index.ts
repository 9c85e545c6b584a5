import { defineBlock } from '../blockModule';
import { CmGenericForm } from './CmGenericForm';
import { cmGenericFormSchema } from './schema';

export const cmGenericFormModule = defineBlock(cmGenericFormSchema, CmGenericForm);
export { CmGenericForm, emptyFormValues } from './CmGenericForm';
export { genericFormCopy, type GenericFormCopy } from './copy';
export { cmGenericFormSchema, type CmGenericFormBlock } from './schema';
