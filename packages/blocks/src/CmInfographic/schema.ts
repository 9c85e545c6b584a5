import { z } from 'zod';
import { blockSchema, imageSchema, richText } from '../fields';

/** An infographic carries information: unlike other images it may not be decorative. */
export const infographicImageSchema = imageSchema.extend({
  alt: z.string().trim().min(1).describe('Required: a short text alternative of the infographic'),
});

/** A teaser image with a button that opens the large infographic in a dialog. */
export const cmInfographicSchema = blockSchema('CmInfographic', {
  image: imageSchema.optional().describe('Teaser image; default: the infographic itself'),
  infographic: infographicImageSchema.optional().describe('The large infographic (alt text required)'),
  caption: z.string().optional().describe('Caption under the infographic'),
  description: richText('Long description of the infographic (rich text, HTML), shown in the dialog'),
  buttonText: z.string().optional().describe('Default "Infografik ansehen" / "View infographic"'),
}).describe(
  'Infographic modal: topline, headline (default h2; dialog title), copy, links, image (teaser), infographic ' +
    '{ src, alt (required), type, ratio }, caption, description (rich text), buttonText',
);

export type CmInfographicBlock = z.output<typeof cmInfographicSchema>;
