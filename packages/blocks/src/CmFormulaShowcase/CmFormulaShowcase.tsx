import { Container, Heading, ResponsiveImage, RichText, hasRichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { itemHeadingTag } from '../shared/headingLevel';
import { ingredientIconPaths, type IngredientIcon } from './ingredientIcons';
import type { CmFormulaShowcaseBlock } from './schema';

function IngredientPictogram({ icon }: { icon: IngredientIcon }) {
  return (
    <svg className="hs-formula__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ingredientIconPaths[icon]} />
    </svg>
  );
}

/** The ingredients of a formula as a grid of cards on the themed surface. */
export function CmFormulaShowcase({ block, anchorId }: BlockProps<CmFormulaShowcaseBlock>) {
  const { headingTag = 'h2', headline } = block;
  const items = (block.items ?? []).filter((item) => hasText(item.name));
  if (items.length === 0) return null;
  const hasIntro = hasBlockText(block);
  const itemTag = itemHeadingTag(headingTag, headline);
  return (
    <section data-block="CmFormulaShowcase" id={anchorId} className="hs-formula">
      <Container className="hs-formula__inner">
        {hasIntro && <BlockText {...block} headingTag={headingTag} headingSize="xl" align="center" />}
        <ul className="hs-formula__list" data-count={items.length}>
          {items.map((item, position) => (
            <li key={`${position}:${item.name}`} className="hs-formula__item">
              {item.image ? (
                <ResponsiveImage
                  className="hs-formula__image"
                  src={item.image.src}
                  alt={item.image.alt}
                  type={item.image.type}
                  ratio={item.image.ratio ?? '1-1'}
                  sizes="8rem"
                />
              ) : (
                <span className="hs-formula__badge">
                  <IngredientPictogram icon={item.icon ?? 'drop'} />
                </span>
              )}
              <Heading headingTag={itemTag} size="md" className="hs-formula__name">
                {item.name}
              </Heading>
              {hasText(item.amount) && <p className="hs-formula__amount">{item.amount}</p>}
              {hasRichText(item.copy) && <RichText html={item.copy} className="hs-formula__copy" />}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
