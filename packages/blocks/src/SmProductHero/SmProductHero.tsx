import { Button, Container, Heading, Icon, ResponsiveImage, RichText, hasRichText } from '@healthsite/ui';
import { useId } from 'react';
import type { BlockProps } from '../blockModule';
import { CtaLinks } from '../shared/CtaLinks';
import { hasText } from '../shared/hasText';
import { useProductHeroCopy } from './copy';
import type { SmProductHeroBlock } from './schema';
import { finderProductKey, titleMarkup } from '../shared/productTitle';

/**
 * Product hero. The surface follows the page's theme. The finder button is a `#apofinder` link that
 * the site layout intercepts; the product to preselect rides on it as `data-preselect-product`.
 */
export function SmProductHero({ block, anchorId, index }: BlockProps<SmProductHeroBlock>) {
  const copy = useProductHeroCopy();
  const packsId = useId();
  const { topline, title, name, headline, headingTag = 'h1', image, landscapeFormat = false } = block;
  const heading = [title, name].find(hasText);
  const subline = heading ? headline : undefined;
  const mainHeading = heading ?? (hasText(headline) ? headline : undefined);
  const claims = (block.claims ?? []).filter(hasText);
  const packSizes = (block.packSizes ?? []).filter(hasText);
  const product = finderProductKey(block.finderProduct ?? name ?? title);
  const showFinder = block.finderCta !== false;
  const hasContent =
    hasText(topline) ||
    mainHeading !== undefined ||
    hasRichText(block.copy) ||
    claims.length > 0 ||
    packSizes.length > 0;
  if (!hasContent && !image) return null;

  return (
    <section
      data-block="SmProductHero"
      id={anchorId}
      className="hs-product-hero"
      data-landscape={landscapeFormat ? '' : undefined}
      data-has-image={image ? '' : undefined}
    >
      <Container className="hs-product-hero__inner">
        {image && (
          <div className="hs-product-hero__media">
            <ResponsiveImage
              className="hs-product-hero__image"
              src={image.src}
              alt={image.alt}
              type={image.type}
              ratio={image.ratio ?? (landscapeFormat ? '3-2' : '1-1')}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority={index === 0}
            />
          </div>
        )}
        {hasContent && (
          <div className="hs-product-hero__text">
            {hasText(topline) && <p className="hs-product-hero__topline">{topline}</p>}
            {mainHeading && (
              <Heading headingTag={headingTag} size="2xl" className="hs-product-hero__title">
                {titleMarkup(mainHeading)}
              </Heading>
            )}
            {hasText(subline) && <p className="hs-product-hero__subline">{subline}</p>}
            {hasRichText(block.copy) && <RichText html={block.copy} className="hs-product-hero__copy" />}
            {claims.length > 0 && (
              <ul className="hs-product-hero__claims">
                {claims.map((claim, position) => (
                  <li key={`${position}:${claim}`}>
                    <Icon name="check" className="hs-product-hero__check" />
                    <span>{claim}</span>
                  </li>
                ))}
              </ul>
            )}
            {packSizes.length > 0 && (
              <div className="hs-product-hero__packs">
                <p className="hs-product-hero__packs-label" id={packsId}>
                  {copy.packSizes}
                </p>
                <ul className="hs-product-hero__pack-list" aria-labelledby={packsId}>
                  {packSizes.map((size, position) => (
                    <li key={`${position}:${size}`} className="hs-product-hero__pack">
                      {size}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <CtaLinks
              links={block.links}
              primary="outlined"
              leading={
                showFinder && (
                  // The finder launcher reads the product from the closest [data-preselect-product].
                  <span data-preselect-product={product}>
                    <Button href="#apofinder" variant="contained-themed" size="lg">
                      {copy.findPharmacy}
                    </Button>
                  </span>
                )
              }
            />
          </div>
        )}
      </Container>
    </section>
  );
}
