import {
  Button,
  Container,
  Dialog,
  isTheme,
  ResponsiveImage,
  RichText,
  useLocale,
  type Theme,
  hasRichText,
} from '@healthsite/ui';
import { useRef, useState } from 'react';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { useInfographicCopy } from './copy';
import type { CmInfographicBlock } from './schema';
import './CmInfographic.css';

/**
 * A teaser image and a button that opens the ui Dialog with the large infographic, its caption and
 * a long description (a text alternative for readers who cannot see the graphic). The dialog is a
 * portal on <body>, so it takes the page theme from the button's closest [data-theme].
 */
export function CmInfographic({ block, anchorId }: BlockProps<CmInfographicBlock>) {
  const locale = useLocale();
  const copy = useInfographicCopy();
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState<Theme | undefined>(undefined);
  const triggerRef = useRef<HTMLDivElement>(null);
  const { headingTag = 'h2', headline, infographic, caption, description } = block;
  if (!infographic) return null;
  const teaser = block.image ?? infographic;
  const title = hasText(headline) ? headline : copy.title;
  const onOpenChange = (next: boolean) => {
    if (next) {
      const value = triggerRef.current?.closest('[data-theme]')?.getAttribute('data-theme');
      setTheme(isTheme(value) ? value : undefined);
    }
    setOpen(next);
  };
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
        <div ref={triggerRef}>
          <Dialog
            open={open}
            onOpenChange={onOpenChange}
            title={title}
            size="lg"
            locale={locale}
            theme={theme}
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
        </div>
      </Container>
    </section>
  );
}
