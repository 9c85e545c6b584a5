import { defineBlock } from '../blockModule';
import { CmDownloads } from './CmDownloads';
import { cmDownloadsSchema } from './schema';

export const cmDownloadsModule = defineBlock(cmDownloadsSchema, CmDownloads);
export { CmDownloads } from './CmDownloads';
export { fileTypeOf, formatFileSize } from './formatDownload';
export { cmDownloadsSchema, downloadSchema, type CmDownloadsBlock } from './schema';
