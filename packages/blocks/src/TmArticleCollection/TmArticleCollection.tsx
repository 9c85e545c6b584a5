import { Container } from '@healthsite/ui';
import type { HeadingTag } from '@healthsite/content-client';
import type { BlockProps } from '../blockModule';
import { ArticleCard } from '../shared/ArticleCard';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import type { TmArticleCollectionBlock } from './schema';
import './TmArticleCollection.css';

const nextLevel: Record<HeadingTag, HeadingTag> = {
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
  h6: 'h6',
};

/** Article teasers in a grid; the cards' headings sit one level below the block's headline. */
export function TmArticleCollection({ block, anchorId }: BlockProps<TmArticleCollectionBlock>) {
  const { items, headingTag = 'h2' } = block;
  const articles = (items ?? []).filter((item) => hasText(item.headline));
  if (articles.length === 0) return null;
  const hasIntro = hasBlockText(block);
  return (
    <section data-block="TmArticleCollection" id={anchorId} className="hs-article-collection">
      <Container className="hs-article-collection__inner">
        {hasIntro && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <ul className="hs-article-collection__list">
          {articles.map((item, position) => (
            <li key={item.href ?? `${position}:${item.headline}`}>
              <ArticleCard
                {...item}
                headingTag={hasIntro ? nextLevel[headingTag] : headingTag}
                layout="vertical"
                imageSizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
