import { Container, ResponsiveImage } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import type { SmStageSingleBlock } from './schema';

/** Full-width stage image with the text in a card that overlaps its lower edge. */
export function SmStageSingle({ block, anchorId, index }: BlockProps<SmStageSingleBlock>) {
  const { image, headingTag = 'h1' } = block;
  const hasContent = hasBlockText(block);
  if (!hasContent && !image) return null;
  return (
    <section
      data-block="SmStageSingle"
      id={anchorId}
      className="hs-stage-single"
      data-has-image={image ? '' : undefined}
    >
      {image && (
        <ResponsiveImage
          className="hs-stage-single__image"
          src={image.src}
          alt={image.alt}
          type={image.type}
          ratio={image.ratio ?? '16-9'}
          priority={index === 0}
        />
      )}
      {hasContent && (
        <Container className="hs-stage-single__inner">
          <BlockText {...block} headingTag={headingTag} headingSize="2xl" className="hs-stage-single__card" />
        </Container>
      )}
    </section>
  );
}
