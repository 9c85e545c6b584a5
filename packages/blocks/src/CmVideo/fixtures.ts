import type { Block } from '@healthsite/content-client';
import type { FixtureLocale } from '../__fixtures__/content';
import { landscapeImage } from '../__fixtures__/images';

export const videoBlock: Record<FixtureLocale, Block> = {
  'de-DE': {
    id: 'video-usage',
    uiComponent: 'CmVideo',
    topline: 'Video',
    headline: 'Augentropfen richtig anwenden',
    copy: '<p>In 90 Sekunden erklärt: So gelangt der Tropfen sicher ins Auge.</p>',
    provider: 'youtube',
    videoId: 'aqz-KE-bpKQ',
    poster: landscapeImage(''),
    caption: 'Anwendung von LUMEDRA Augentropfen, Schritt für Schritt (1:30 Minuten).',
  },
  en: {
    id: 'video-usage',
    uiComponent: 'CmVideo',
    topline: 'Video',
    headline: 'How to apply eye drops correctly',
    copy: '<p>Explained in 90 seconds: how the drop safely gets into your eye.</p>',
    provider: 'youtube',
    videoId: 'aqz-KE-bpKQ',
    poster: landscapeImage(''),
    caption: 'Applying LUMEDRA eye drops, step by step (1:30 minutes).',
  },
};
