import { Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { ArticleCard } from '../shared/ArticleCard';
import { hasText } from '../shared/hasText';
import type { TmArticleLBlock } from './schema';

/**
 * Large article teaser. The headline is the link to the article (links[0].href) and the whole
 * card is its hit area, so assistive tech hears one link; links[0].text is the visual call to action.
 */
export function TmArticleL({ block, anchorId }: BlockProps<TmArticleLBlock>) {
  const { headline, headingTag = 'h2', links } = block;
  if (!hasText(headline)) return null;
  const article = (links ?? []).find((link) => link.href.trim() !== '');
  return (
    <section data-block="TmArticleL" id={anchorId} className="hs-article-l">
      <Container>
        <ArticleCard
          {...block}
          headline={headline}
          headingTag={headingTag}
          href={article?.href}
          linkText={article?.text}
          layout="horizontal"
        />
      </Container>
    </section>
  );
}
