import type { HeadingTag } from '@healthsite/content-client';
import { Button, Container, Heading, Link, ResponsiveImage, Scroller } from '@healthsite/ui';
import { useId } from 'react';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { itemHeadingTag } from '../shared/headingLevel';
import { finderProductKey, titleMarkup, titleText } from '../shared/productTitle';
import { useProductCardsCopy, type ProductCardsCopy } from './copy';
import type { ProductCardItem, TmProductCardsBlock } from './schema';

interface ProductCardProps {
  item: ProductCardItem & { heading: string };
  headingTag: HeadingTag;
  linkText: string;
  finderCta: boolean;
  copy: ProductCardsCopy;
}

function ProductCard({ item, headingTag, linkText, finderCta, copy }: ProductCardProps) {
  const titleId = useId();
  const linkId = useId();
  const variantsId = useId();
  const variants = (item.variants ?? []).filter(hasText);
  const href = hasText(item.href) ? item.href : undefined;
  return (
    <article className="hs-product-card">
      {item.image && (
        <ResponsiveImage
          className="hs-product-card__image"
          src={item.image.src}
          alt={item.image.alt}
          type={item.image.type}
          ratio={item.image.ratio ?? '1-1'}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 40vw, 80vw"
        />
      )}
      <div className="hs-product-card__body">
        <Heading headingTag={headingTag} size="md" className="hs-product-card__name" id={titleId}>
          {titleMarkup(item.heading)}
        </Heading>
        {hasText(item.claim) && <p className="hs-product-card__claim">{item.claim}</p>}
        {variants.length > 0 && (
          <>
            <p className="hs-visually-hidden" id={variantsId}>
              {copy.variants}
            </p>
            <ul className="hs-product-card__variants" aria-labelledby={variantsId}>
              {variants.map((variant, position) => (
                <li key={`${position}:${variant}`}>{variant}</li>
              ))}
            </ul>
          </>
        )}
        <div className="hs-product-card__actions">
          {href && (
            // Named by its own text and the product's title, "Zum Produkt LUMEDRA® CARE": every card
            // has these links, so the text alone would not tell them apart.
            <Link
              href={href}
              id={linkId}
              className="hs-product-card__link"
              aria-labelledby={`${linkId} ${titleId}`}
            >
              {linkText}
            </Link>
          )}
          {finderCta && (
            <span data-preselect-product={finderProductKey(item.finderProduct ?? item.name ?? item.heading)}>
              {/* The ui Button passes no aria-labelledby to its anchor: the same name as a label. */}
              <Button
                href="#apofinder"
                variant="contained-themed"
                size="md"
                aria-label={`${copy.findPharmacy} ${titleText(item.heading)}`}
              >
                {copy.findPharmacy}
              </Button>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * Product cards in a Scroller on small screens and a grid where they fit. Each card has a product
 * link and an "Apotheke finden" link to `#apofinder`; the product rides on the closest
 * `[data-preselect-product]`, as on TmApo.
 */
export function TmProductCards({ block, anchorId }: BlockProps<TmProductCardsBlock>) {
  const copy = useProductCardsCopy();
  const { headingTag = 'h2', headline } = block;
  const items = (block.items ?? []).flatMap((item) => {
    const heading = [item.title, item.name].find(hasText);
    return heading ? [{ ...item, heading }] : [];
  });
  if (items.length === 0) return null;
  const hasIntro = hasBlockText(block);
  const cardTag = itemHeadingTag(headingTag, headline);
  const linkText = hasText(block.linkText) ? block.linkText : copy.productLink;
  return (
    <section data-block="TmProductCards" id={anchorId} className="hs-product-cards" data-count={items.length}>
      <Container className="hs-product-cards__inner">
        {hasIntro && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <Scroller
          label={hasText(headline) ? titleText(headline) : copy.listLabel}
          className="hs-product-cards__scroller"
        >
          {items.map((item, position) => (
            <ProductCard
              key={item.href ?? `${position}:${item.heading}`}
              item={item}
              headingTag={cardTag}
              linkText={linkText}
              finderCta={block.finderCta !== false}
              copy={copy}
            />
          ))}
        </Scroller>
      </Container>
    </section>
  );
}
