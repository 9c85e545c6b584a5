import { Button, Container, Dialog, ResponsiveImage, RichText, useLocale, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { useInfographicCopy } from './copy';
import type { CmInfographicBlock } from './schema';

/**
 * A teaser image and a button that opens the ui Dialog with the large infographic, its caption and
 * a long description (a text alternative for readers who cannot see the graphic). The dialog (a
 * portal on <body>) takes the page theme from the button's closest [data-theme] itself.
 */
export function CmInfographic({ block, anchorId }: BlockProps<CmInfographicBlock>) {
  const locale = useLocale();
  const copy = useInfographicCopy();
  const { headingTag = 'h2', headline, infographic, caption, description } = block;
  if (!infographic) return null;
  const teaser = block.image ?? infographic;
  const title = hasText(headline) ? headline : copy.title;
  return (
    <section data-block="CmInfographic" id={anchorId} className="hs-infographic">
      <Container className="hs-infographic__inner">
        {hasBlockText(block) && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <figure className="hs-infographic__teaser">
          <ResponsiveImage
            className="hs-infographic__teaser-image"
            src={teaser.src}
            alt={teaser.alt}
            type={teaser.type}
            ratio={teaser.ratio ?? '16-9'}
            sizes="(min-width: 1024px) 60vw, 100vw"
          />
          {hasText(caption) && <figcaption className="hs-infographic__caption">{caption}</figcaption>}
        </figure>
        <Dialog
          title={title}
          size="lg"
          locale={locale}
          className="hs-infographic__dialog"
          trigger={
            <Button variant="contained-themed" size="lg">
              {hasText(block.buttonText) ? block.buttonText : copy.open}
            </Button>
          }
        >
          <figure className="hs-infographic__figure">
            <ResponsiveImage
              className="hs-infographic__image"
              src={infographic.src}
              alt={infographic.alt}
              type={infographic.type}
              ratio={infographic.ratio ?? '16-9'}
              sizes="(min-width: 1366px) 1200px, 100vw"
            />
            {hasText(caption) && <figcaption className="hs-infographic__caption">{caption}</figcaption>}
          </figure>
          {hasRichText(description) && (
            <RichText html={description} className="hs-infographic__description" />
          )}
        </Dialog>
      </Container>
    </section>
  );
}
