import { Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { ArticleCard } from '../shared/ArticleCard';
import { useBlocksCopy } from '../i18n/copy';
import { usePageFilter } from '../PageRenderer/pageFilter';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { itemHeadingTag } from '../shared/headingLevel';
import type { TmArticleCollectionBlock } from './schema';

/** Article teasers in a grid; the cards' headings sit one level below the block's headline. */
export function TmArticleCollection({ block, anchorId }: BlockProps<TmArticleCollectionBlock>) {
  const { items, headingTag = 'h2', headline } = block;
  const copy = useBlocksCopy();
  // An NmFilter on the page may narrow the items down by topic.
  const filter = usePageFilter(block.id);
  const all = (items ?? []).filter((item) => hasText(item.headline));
  if (all.length === 0) return null;
  const articles = filter === '' ? all : all.filter((item) => item.topic === filter);
  const hasIntro = hasBlockText(block);
  const cardTag = itemHeadingTag(headingTag, headline);
  return (
    <section data-block="TmArticleCollection" id={anchorId} className="hs-article-collection">
      <Container className="hs-article-collection__inner">
        {hasIntro && <BlockText {...block} headingTag={headingTag} headingSize="xl" />}
        <ul className="hs-article-collection__list">
          {articles.map((item, position) => (
            <li key={item.href ?? `${position}:${item.headline}`} className="hs-render-near">
              <ArticleCard
                {...item}
                headingTag={cardTag}
                layout="vertical"
                imageSizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
        <p className="hs-visually-hidden" role="status">
          {filter === '' ? '' : copy.filterResults(articles.length)}
        </p>
      </Container>
    </section>
  );
}
