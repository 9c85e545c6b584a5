import { defineBlock } from '../blockModule';
import { CmRequestForm } from './CmRequestForm';
import { cmRequestFormSchema } from './schema';

export const cmRequestFormModule = defineBlock(cmRequestFormSchema, CmRequestForm);
export { CmRequestForm, type RequestDraft } from './CmRequestForm';
export { requestFormCopy, type RequestFormCopy } from './copy';
export { cmRequestFormSchema, requestTopicSchema, type CmRequestFormBlock } from './schema';
