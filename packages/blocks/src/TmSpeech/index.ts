import { defineBlock } from '../blockModule';
import { TmSpeech } from './TmSpeech';
import { tmSpeechSchema } from './schema';

export const tmSpeechModule = defineBlock(tmSpeechSchema, TmSpeech);
export { TmSpeech } from './TmSpeech';
export { tmSpeechSchema, type TmSpeechBlock } from './schema';
