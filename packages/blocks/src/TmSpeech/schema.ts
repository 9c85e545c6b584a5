import { z } from 'zod';
import { blockSchema, imageSchema } from '../fields';

/** A quote in a speech bubble: `copy` is the quote, `name` the speaker, `role` what they do. */
export const tmSpeechSchema = blockSchema('TmSpeech', {
  role: z.string().optional().describe('What the speaker does, e.g. "Augenärztin"'),
  image: imageSchema.optional().describe('Portrait of the speaker'),
}).describe('Speech bubble: copy = quote, name = speaker, role, portrait; colour follows the next block');

export type TmSpeechBlock = z.output<typeof tmSpeechSchema>;
