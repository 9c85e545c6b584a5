import { defineBlock } from '../blockModule';
import { CmCopyCenter } from './CmCopyCenter';
import { cmCopyCenterSchema } from './schema';

export const cmCopyCenterModule = defineBlock(cmCopyCenterSchema, CmCopyCenter);
export { CmCopyCenter } from './CmCopyCenter';
export { cmCopyCenterSchema, type CmCopyCenterBlock } from './schema';
