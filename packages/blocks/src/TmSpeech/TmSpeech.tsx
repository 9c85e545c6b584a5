import { Container, Heading, ResponsiveImage, RichText, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { hasText } from '../shared/hasText';
import type { TmSpeechBlock } from './schema';

/**
 * A quote in a speech bubble. Its colours depend on the block below it (the spacing table sets
 * `data-speech-tone` on the renderer's wrapper): above a themed surface the section takes that
 * surface colour so the bubble's tail points into it.
 */
export function TmSpeech({ block, anchorId }: BlockProps<TmSpeechBlock>) {
  const { copy, name, role, image, headline, headingTag = 'h2' } = block;
  if (!hasRichText(copy)) return null;
  return (
    <section data-block="TmSpeech" id={anchorId} className="hs-speech">
      <Container className="hs-speech__inner">
        {hasText(headline) && (
          <Heading headingTag={headingTag} size="lg" className="hs-speech__headline">
            {headline}
          </Heading>
        )}
        <figure className="hs-speech__figure">
          <blockquote className="hs-speech__bubble">
            <RichText html={copy} className="hs-speech__quote" />
          </blockquote>
          {(hasText(name) || image) && (
            <figcaption className="hs-speech__speaker">
              {image && (
                <ResponsiveImage
                  className="hs-speech__portrait"
                  src={image.src}
                  alt={image.alt}
                  type={image.type}
                  ratio="1-1"
                  sizes="4rem"
                  fallbackSize="xs"
                />
              )}
              <span>
                {hasText(name) && <span className="hs-speech__name">{name}</span>}
                {hasText(role) && <span className="hs-speech__role">{role}</span>}
              </span>
            </figcaption>
          )}
        </figure>
      </Container>
    </section>
  );
}
