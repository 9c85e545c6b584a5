import { Container, Heading, ResponsiveImage, RichText, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { CtaLinks } from '../shared/CtaLinks';
import { hasText } from '../shared/hasText';
import type { SmStageBlock } from './schema';

/**
 * Stage (hero): the first thing on a page. Its image is the page's largest contentful paint when
 * it is the first block, so it is then loaded eagerly with high priority.
 */
export function SmStage({ block, anchorId, index }: BlockProps<SmStageBlock>) {
  const { topline, headline, headingTag = 'h1', copy, image, links, variant = 'default' } = block;
  const hasLinks = (links ?? []).some((link) => link.text.trim() !== '' && link.href.trim() !== '');
  const hasContent = hasText(topline) || hasText(headline) || hasRichText(copy) || hasLinks;
  if (!hasContent && !image) return null;

  return (
    <section
      data-block="SmStage"
      id={anchorId}
      className="hs-stage"
      data-variant={variant}
      data-has-image={image ? '' : undefined}
    >
      <Container className="hs-stage__inner">
        {hasContent && (
          <div className="hs-stage__text">
            {hasText(topline) && <p className="hs-stage__topline">{topline}</p>}
            {hasText(headline) && (
              <Heading headingTag={headingTag} size="2xl" className="hs-stage__headline">
                {headline}
              </Heading>
            )}
            {hasRichText(copy) && <RichText html={copy} className="hs-stage__copy" />}
            <CtaLinks links={links} />
          </div>
        )}
        {image && (
          <div className="hs-stage__media">
            <ResponsiveImage
              className="hs-stage__image"
              src={image.src}
              alt={image.alt}
              type={image.type}
              ratio={image.ratio ?? (variant === 'product' ? '1-1' : '16-9')}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority={index === 0}
            />
          </div>
        )}
      </Container>
    </section>
  );
}
