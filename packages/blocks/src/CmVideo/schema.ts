import { z } from 'zod';
import { blockSchema, imageSchema } from '../fields';

export const videoProviders = ['youtube', 'vimeo', 'file'] as const;

/** A video that loads nothing from its provider until the visitor presses play. */
export const cmVideoSchema = blockSchema('CmVideo', {
  provider: z
    .enum(videoProviders)
    .optional()
    .describe(
      '"youtube" (youtube-nocookie.com) or "vimeo" with videoId, "file" with src; default: file when src is set',
    ),
  videoId: z.string().optional().describe('YouTube or Vimeo video id'),
  src: z.string().optional().describe('Direct video file (mp4) for provider "file"'),
  poster: imageSchema.optional().describe('Poster shown before play (served by us, never by the provider)'),
  title: z.string().optional().describe('Accessible name of the player; default headline'),
  caption: z.string().optional(),
}).describe(
  'Video: topline, headline (default h2), copy, links, provider (youtube | vimeo | file), videoId, src (mp4), poster, ' +
    'title, caption. No request to the provider before play; then YouTube-nocookie / Vimeo (dnt) iframe or <video>',
);

export type CmVideoBlock = z.output<typeof cmVideoSchema>;
