import { defineBlock } from '../blockModule';
import { TmReviewCreate } from './TmReviewCreate';
import { tmReviewCreateSchema } from './schema';

export const tmReviewCreateModule = defineBlock(tmReviewCreateSchema, TmReviewCreate);
export { TmReviewCreate } from './TmReviewCreate';
export { ReviewCreateDialog, type ReviewCreateDialogProps, type ReviewDraft } from './ReviewCreateDialog';
export { reviewCreateCopy, type ReviewCreateCopy } from './copy';
export { tmReviewCreateSchema, type TmReviewCreateBlock } from './schema';
