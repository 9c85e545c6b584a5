import { defineBlock } from '../blockModule';
import { CmVideo } from './CmVideo';
import { cmVideoSchema } from './schema';

export const cmVideoModule = defineBlock(cmVideoSchema, CmVideo);
export { CmVideo } from './CmVideo';
export { videoSource, type VideoSource } from './embed';
export { cmVideoSchema, videoProviders, type CmVideoBlock } from './schema';
