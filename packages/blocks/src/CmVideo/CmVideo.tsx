import { Container, ResponsiveImage, useLocale } from '@healthsite/ui';
import { useState } from 'react';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { useVideoCopy } from './copy';
import { videoSource } from './embed';
import type { CmVideoBlock } from './schema';
import './CmVideo.css';

/** The player exists only once the visitor pressed play: it takes the focus when it appears. */
function focusOnMount(player: HTMLElement | null) {
  player?.focus();
}

/**
 * Video with a two-click consent: first only our poster and a play button, so nothing is requested
 * from the provider (no iframe, no player script, no thumbnail) until the visitor presses play.
 * Then the provider's player replaces the poster and takes the focus.
 */
export function CmVideo({ block, anchorId }: BlockProps<CmVideoBlock>) {
  const locale = useLocale();
  const copy = useVideoCopy();
  const [playing, setPlaying] = useState(false);
  const source = videoSource(block);
  const { headingTag = 'h2', headline, poster, caption } = block;
  const title = [block.title, headline].find(hasText) ?? copy.fallbackTitle;

  if (!source) return null;
  // Before play, a third-party player says what loading it sends where (two-click privacy).
  const host = !playing ? source.host : undefined;
  const showNote = Boolean(host);
  return (
    <section
      data-block="CmVideo"
      id={anchorId}
      className="hs-video"
      data-provider={source.kind === 'iframe' ? source.provider : 'file'}
    >
      <Container className="hs-video__inner">
        {hasBlockText(block) && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <figure className="hs-video__figure">
          <div className="hs-video__frame">
            {!playing ? (
              <>
                {poster && (
                  <ResponsiveImage
                    className="hs-video__poster"
                    src={poster.src}
                    alt={poster.alt}
                    type={poster.type}
                    ratio="16-9"
                    sizes="(min-width: 1366px) 1200px, 100vw"
                  />
                )}
                <button type="button" className="hs-video__play" onClick={() => setPlaying(true)}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M8 5.5v13l10.5-6.5z" />
                  </svg>
                  <span className="hs-visually-hidden">{copy.play(title)}</span>
                </button>
              </>
            ) : source.kind === 'iframe' ? (
              <iframe
                ref={focusOnMount}
                className="hs-video__player"
                src={source.url}
                title={title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              // Captions, if any, are in the file; the block has no track field yet.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                ref={focusOnMount}
                className="hs-video__player"
                src={source.url}
                controls
                autoPlay
                playsInline
                aria-label={title}
                lang={locale}
              />
            )}
          </div>
          {/* A figure's caption is its first or last child: the privacy note goes inside it. */}
          {(hasText(caption) || showNote) && (
            <figcaption className="hs-video__caption">
              {hasText(caption) && <span>{caption}</span>}
              {host && <p className="hs-video__note">{copy.privacyNote(host)}</p>}
            </figcaption>
          )}
        </figure>
      </Container>
    </section>
  );
}
