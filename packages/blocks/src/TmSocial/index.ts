import { defineBlock } from '../blockModule';
import { TmSocial } from './TmSocial';
import { tmSocialSchema } from './schema';

export const tmSocialModule = defineBlock(tmSocialSchema, TmSocial);
export { TmSocial } from './TmSocial';
export { tmSocialSchema, socialChannelSchema, type TmSocialBlock } from './schema';
