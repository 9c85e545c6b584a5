import { Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { ArticleCard } from '../shared/ArticleCard';
import { hasText } from '../shared/hasText';
import type { TmArticleXlBlock } from './schema';

/** Featured article teaser across the content width. */
export function TmArticleXl({ block, anchorId }: BlockProps<TmArticleXlBlock>) {
  const { headline, headingTag = 'h2', links } = block;
  if (!hasText(headline)) return null;
  const article = (links ?? []).find((link) => link.href.trim() !== '');
  return (
    <section data-block="TmArticleXl" id={anchorId} className="hs-article-xl">
      <Container>
        <ArticleCard
          {...block}
          headline={headline}
          headingTag={headingTag}
          href={article?.href}
          linkText={article?.text}
          layout="featured"
          imageSizes="(min-width: 1024px) 60vw, 100vw"
        />
      </Container>
    </section>
  );
}
