import { Container, ResponsiveImage } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import type { CmHighlightBlock } from './schema';

/** A highlighted message on the page theme's surface colour. */
export function CmHighlight({ block, anchorId }: BlockProps<CmHighlightBlock>) {
  const { image, imagePosition = 'end', headingTag = 'h2' } = block;
  if (!hasBlockText(block)) return null;
  return (
    <section data-block="CmHighlight" id={anchorId} className="hs-highlight">
      <Container>
        <div
          className="hs-highlight__surface"
          data-has-image={image ? '' : undefined}
          data-image-position={imagePosition}
        >
          <BlockText {...block} headingTag={headingTag} headingSize="xl" className="hs-highlight__text" />
          {image && (
            <ResponsiveImage
              className="hs-highlight__image"
              src={image.src}
              alt={image.alt}
              type={image.type}
              ratio={image.ratio ?? '3-2'}
              sizes="(min-width: 1024px) 40vw, 100vw"
            />
          )}
        </div>
      </Container>
    </section>
  );
}
