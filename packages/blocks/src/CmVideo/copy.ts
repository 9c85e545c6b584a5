import { defineCopy, useCopy } from '@healthsite/ui';

export interface VideoCopy {
  play: (title: string) => string;
  fallbackTitle: string;
  /** Shown under the poster when playing contacts another party. */
  privacyNote: (host: string) => string;
}

export const videoCopy = defineCopy<VideoCopy>('blocks.video', {
  'de-DE': {
    play: (title) => `Video abspielen: ${title}`,
    fallbackTitle: 'Video',
    privacyNote: (host) =>
      `Erst wenn Sie auf Abspielen klicken, wird das Video von ${host} geladen. Dabei werden Daten wie Ihre IP-Adresse an ${host} übertragen.`,
  },
  en: {
    play: (title) => `Play video: ${title}`,
    fallbackTitle: 'Video',
    privacyNote: (host) =>
      `The video is loaded from ${host} only when you press play. Data such as your IP address is then sent to ${host}.`,
  },
});

export function useVideoCopy(): VideoCopy {
  return useCopy(videoCopy);
}
