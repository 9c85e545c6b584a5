import type { HeadingTag } from '@healthsite/content-client';
import { Button, Container, Heading, ResponsiveImage, RichText, hasRichText } from '@healthsite/ui';
import { useId } from 'react';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { itemHeadingTag } from '../shared/headingLevel';
import { titleMarkup } from '../shared/productTitle';
import type { CmProductShowcaseBlock, ShowcaseItem } from './schema';

function ShowcaseRow({
  item,
  heading,
  headingTag,
  imageSide,
}: {
  item: ShowcaseItem;
  heading: string | undefined;
  headingTag: HeadingTag;
  imageSide: 'start' | 'end';
}) {
  const headingId = useId();
  const link = item.link && hasText(item.link.text) && hasText(item.link.href) ? item.link : undefined;
  return (
    <li
      className="hs-product-showcase__item hs-render-near"
      data-image-side={imageSide}
      data-has-image={item.image ? '' : undefined}
    >
      {item.image && (
        <div className="hs-product-showcase__media">
          <ResponsiveImage
            className="hs-product-showcase__image"
            src={item.image.src}
            alt={item.image.alt}
            type={item.image.type}
            ratio={item.image.ratio ?? '3-2'}
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
      )}
      <div className="hs-product-showcase__text">
        {hasText(item.topline) && <p className="hs-block-text__topline">{item.topline}</p>}
        {heading && (
          <Heading headingTag={headingTag} size="lg" className="hs-product-showcase__name" id={headingId}>
            {titleMarkup(heading)}
          </Heading>
        )}
        {hasRichText(item.copy) && <RichText html={item.copy} className="hs-product-showcase__copy" />}
        {link && (
          <div>
            <Button
              href={link.href}
              variant="outlined"
              size="md"
              aria-describedby={heading ? headingId : undefined}
            >
              {link.text}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/** Products one below the other, image and text swapping sides from row to row on wide screens. */
export function CmProductShowcase({ block, anchorId }: BlockProps<CmProductShowcaseBlock>) {
  const { headingTag = 'h2', headline, imagePosition = 'start' } = block;
  const items = (block.items ?? []).filter(
    (item) => hasText(item.title) || hasText(item.name) || hasRichText(item.copy) || item.image,
  );
  if (items.length === 0) return null;
  const hasIntro = hasBlockText(block);
  const itemTag = itemHeadingTag(headingTag, headline);
  const other = imagePosition === 'start' ? 'end' : 'start';
  return (
    <section data-block="CmProductShowcase" id={anchorId} className="hs-product-showcase">
      <Container className="hs-product-showcase__inner">
        {hasIntro && <BlockText {...block} headingTag={headingTag} headingSize="xl" align="center" />}
        <ul className="hs-product-showcase__list">
          {items.map((item, position) => (
            <ShowcaseRow
              key={item.link?.href ?? `${position}:${item.name ?? ''}`}
              item={item}
              heading={[item.title, item.name].find(hasText)}
              headingTag={itemTag}
              imageSide={position % 2 === 0 ? imagePosition : other}
            />
          ))}
        </ul>
      </Container>
    </section>
  );
}
