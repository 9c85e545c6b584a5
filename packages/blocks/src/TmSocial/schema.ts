import { z } from 'zod';
import { blockSchema } from '../fields';

export const socialChannelSchema = z.object({
  network: z.string().describe('e.g. instagram, facebook, youtube'),
  href: z.string(),
  text: z.string().optional().describe('Link text; defaults to the network name'),
});

/** Links to the brand's social channels. */
export const tmSocialSchema = blockSchema('TmSocial', {
  channels: z.array(socialChannelSchema).optional(),
}).describe('Social: topline, headline (default h2), copy, channels [{ network, href, text? }]');

export type TmSocialBlock = z.output<typeof tmSocialSchema>;
