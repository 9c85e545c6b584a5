import { Container, useLocale } from '@healthsite/ui';
import { useId } from 'react';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import { hasText } from '../shared/hasText';
import { useStatsCopy } from './copy';
import { formatStatValue } from './formatStat';
import type { CmStatsBlock } from './schema';

/**
 * Big figures with labels. Sources are numbered footnotes under the figures; each figure links to
 * its footnote. Figures are formatted by Intl.NumberFormat in the page's locale.
 */
export function CmStats({ block, anchorId }: BlockProps<CmStatsBlock>) {
  const locale = useLocale();
  const copy = useStatsCopy();
  const footnotePrefix = useId();
  const { headingTag = 'h2' } = block;
  const stats = (block.items ?? [])
    .map((item) => ({ ...item, figure: formatStatValue(item, locale) }))
    .filter((item) => item.figure !== '');
  if (stats.length === 0) return null;
  // Each source once, numbered in the order of first use.
  const sources = [...new Set(stats.map((stat) => stat.source).filter(hasText))];
  const footnoteOf = new Map(sources.map((source, position) => [source, position + 1]));
  const numbered = stats.map((stat) => ({
    ...stat,
    footnote: hasText(stat.source) ? footnoteOf.get(stat.source) : undefined,
  }));
  return (
    <section data-block="CmStats" id={anchorId} className="hs-stats">
      <Container className="hs-stats__inner">
        {hasBlockText(block) && (
          <BlockText {...block} headingTag={headingTag} headingSize="xl" align="center" />
        )}
        <dl className="hs-stats__list">
          {numbered.map((stat, position) => (
            <div key={`${position}:${stat.figure}`} className="hs-stats__item">
              <dt className="hs-stats__label">
                {hasText(stat.label) ? stat.label : ''}
                {stat.footnote !== undefined && (
                  <sup className="hs-stats__ref">
                    <a
                      href={`#${footnotePrefix}-${stat.footnote}`}
                      aria-label={copy.sourceRef(stat.footnote)}
                    >
                      {stat.footnote}
                    </a>
                  </sup>
                )}
              </dt>
              <dd className="hs-stats__figure">
                {hasText(stat.prefix) && <span className="hs-stats__affix">{stat.prefix} </span>}
                <span className="hs-stats__value">{stat.figure}</span>
                {hasText(stat.suffix) && <span className="hs-stats__affix"> {stat.suffix}</span>}
              </dd>
            </div>
          ))}
        </dl>
        {sources.length > 0 && (
          <footer className="hs-stats__sources">
            <p className="hs-stats__sources-title" id={`${footnotePrefix}-title`}>
              {copy.sources}
            </p>
            <ol aria-labelledby={`${footnotePrefix}-title`}>
              {sources.map((source, position) => (
                <li key={source} id={`${footnotePrefix}-${position + 1}`}>
                  {source}
                </li>
              ))}
            </ol>
          </footer>
        )}
      </Container>
    </section>
  );
}
