import { useId } from 'react';
import { Container, Icon, Link, type Locale } from '@healthsite/ui';
import { useChromeCopy } from '../copy';

/** A page the content marks similar (`similarTo`), as the hint shows it. */
export interface RelatedPage {
  /** Public path. */
  path: string;
  /** Its short name (navigation label or headline). */
  title: string;
  /** Its description (seo.description), if any. */
  description?: string | undefined;
}

export interface RelatedPagesProps {
  /** The related pages of the visitor's locale, most related first (a few; the app picks them). */
  pages: readonly RelatedPage[];
  /** The heading (default "Das könnte Sie auch interessieren" / "You may also be interested in"). */
  heading?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * The "related pages" hint at the end of a page: the pages its content marks similar, as cards with
 * their name and description. Nothing without related pages.
 */
export function RelatedPages({ pages, heading, locale }: RelatedPagesProps) {
  const copy = useChromeCopy(locale);
  const headingId = useId();
  if (pages.length === 0) return null;
  return (
    <aside className="hs-related-pages" aria-labelledby={headingId}>
      <Container className="hs-related-pages__inner">
        <h2 id={headingId} className="hs-related-pages__heading">
          {heading ?? copy.relatedPages}
        </h2>
        <ul className="hs-related-pages__list">
          {pages.map((page) => (
            <li key={page.path} className="hs-related-pages__item">
              <Link href={page.path} unstyled className="hs-related-pages__card">
                <span className="hs-related-pages__title">{page.title}</span>
                {page.description && (
                  <span className="hs-related-pages__description">{page.description}</span>
                )}
                <Icon name="arrow-right" className="hs-related-pages__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </aside>
  );
}
