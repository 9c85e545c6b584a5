import { Container, Heading, Link, ResponsiveImage, RichText } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { hasText } from '../shared/hasText';
import type { TmArticleLBlock } from './schema';
import '../shared/BlockText.css';
import './TmArticleL.css';

/**
 * Large article teaser. The headline is the link to the article (links[0].href) and a pseudo
 * element stretches it over the card, so the whole card is clickable with one link in the
 * accessibility tree; the link text (links[0].text) is shown as a visual call to action.
 */
export function TmArticleL({ block, anchorId }: BlockProps<TmArticleLBlock>) {
  const { topline, headline, headingTag = 'h2', copy, image, links } = block;
  if (!hasText(headline)) return null;
  const article = (links ?? []).find((link) => link.href.trim() !== '');
  return (
    <section data-block="TmArticleL" id={anchorId} className="hs-article-l">
      <Container>
        <article className="hs-article-l__card" data-has-image={image ? '' : undefined}>
          {image && (
            <ResponsiveImage
              className="hs-article-l__image"
              src={image.src}
              alt={image.alt}
              type={image.type}
              ratio={image.ratio ?? '3-2'}
              sizes="(min-width: 1024px) 50vw, 100vw"
            />
          )}
          <div className="hs-article-l__body">
            {hasText(topline) && <p className="hs-block-text__topline">{topline}</p>}
            <Heading headingTag={headingTag} size="xl" className="hs-article-l__headline">
              {article ? (
                <Link href={article.href} unstyled className="hs-article-l__link">
                  {headline}
                </Link>
              ) : (
                headline
              )}
            </Heading>
            {hasText(copy) && <RichText html={copy} className="hs-article-l__copy" />}
            {article && hasText(article.text) && (
              <span className="hs-article-l__cta" aria-hidden="true">
                {article.text} →
              </span>
            )}
          </div>
        </article>
      </Container>
    </section>
  );
}
