import type { HeadingTag, ImageRef } from '@healthsite/content-client';
import {
  hasRichText,
  Heading,
  Icon,
  Link,
  ResponsiveImage,
  RichText,
  useLocale,
  type SanitizedHtml,
} from '@healthsite/ui';
import { hasText } from './hasText';
import { dateTimeFormat } from './intl';
import '../shared/BlockText.css';
import './ArticleCard.css';

export interface ArticleCardProps {
  headline: string;
  headingTag: HeadingTag;
  topline?: string;
  topic?: string;
  /** ISO date (2026-03-04); shown in the locale's long format. */
  date?: string;
  copy?: SanitizedHtml | undefined;
  image?: ImageRef;
  href?: string;
  /** Visual call to action ("Weiterlesen"); the accessible name is the headline. */
  linkText?: string;
  layout: 'horizontal' | 'vertical' | 'featured';
  imageSizes?: string;
}

function formatDate(iso: string | undefined, locale: string): { iso: string; text: string } | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return undefined;
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  const text = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return { iso: iso.slice(0, 10), text };
}

/**
 * An article teaser card. The headline is the only link; a pseudo element stretches it over the
 * card, so the whole card is clickable while assistive tech hears one link named by the headline.
 */
export function ArticleCard({
  headline,
  headingTag,
  topline,
  topic,
  date,
  copy,
  image,
  href,
  linkText,
  layout,
  imageSizes = '(min-width: 1024px) 50vw, 100vw',
}: ArticleCardProps) {
  const locale = useLocale();
  const when = formatDate(date, locale);
  const kicker = [topline, topic].find(hasText);
  const link = href?.trim() ? href : undefined;
  return (
    <article className="hs-article-card" data-layout={layout} data-has-image={image ? '' : undefined}>
      {image && (
        <ResponsiveImage
          className="hs-article-card__image"
          src={image.src}
          alt={image.alt}
          type={image.type}
          ratio={image.ratio ?? '3-2'}
          sizes={imageSizes}
        />
      )}
      <div className="hs-article-card__body">
        {(kicker || when) && (
          <p className="hs-article-card__meta">
            {kicker && <span className="hs-block-text__topline">{kicker}</span>}
            {when && <time dateTime={when.iso}>{when.text}</time>}
          </p>
        )}
        <Heading
          headingTag={headingTag}
          size={layout === 'vertical' ? 'lg' : 'xl'}
          className="hs-article-card__headline"
        >
          {link ? (
            <Link href={link} unstyled className="hs-article-card__link">
              {headline}
            </Link>
          ) : (
            headline
          )}
        </Heading>
        {hasRichText(copy) && <RichText html={copy} className="hs-article-card__copy" />}
        {link && hasText(linkText) && (
          <span className="hs-article-card__cta" aria-hidden="true">
            {linkText}
            <Icon name="arrow-right" size="1em" className="hs-article-card__cta-arrow" />
          </span>
        )}
      </div>
    </article>
  );
}
