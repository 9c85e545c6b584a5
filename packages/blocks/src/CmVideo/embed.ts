import { isInternalHref } from '@healthsite/ui';
import type { CmVideoBlock } from './schema';

export type VideoSource =
  | { kind: 'iframe'; provider: 'youtube' | 'vimeo'; url: string; host: string }
  | { kind: 'file'; url: string; host: string | undefined };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * What to load once the visitor presses play, or undefined when the fields name no playable video.
 * YouTube plays from youtube-nocookie.com and Vimeo with `dnt=1`: no tracking cookies on play.
 */
export function videoSource(
  block: Pick<CmVideoBlock, 'provider' | 'videoId' | 'src'>,
): VideoSource | undefined {
  const id = block.videoId?.trim() ?? '';
  const src = block.src?.trim() ?? '';
  const provider = block.provider ?? (src !== '' ? 'file' : undefined);
  if (provider === 'youtube' && YOUTUBE_ID.test(id)) {
    return {
      kind: 'iframe',
      provider,
      host: 'YouTube',
      url: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&modestbranding=1`,
    };
  }
  if (provider === 'vimeo' && VIMEO_ID.test(id)) {
    return {
      kind: 'iframe',
      provider,
      host: 'Vimeo',
      url: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
    };
  }
  if (provider !== 'file') return undefined;
  // A file on our own origin is no third party (the ui link rules: `//host` and `/\host` are other
  // sites); an https URL names its host in the privacy note. Anything else plays nothing.
  if (src.startsWith('/') && isInternalHref(src)) return { kind: 'file', url: src, host: undefined };
  if (src.startsWith('https://') && URL.canParse(src)) {
    return { kind: 'file', url: src, host: new URL(src).host };
  }
  return undefined;
}
