import { useMemo, type HTMLAttributes } from 'react';
import { useLocale, type Locale } from '../i18n';
import { cx } from '../internal/cx';
import { sanitizeHtml } from './sanitizeHtml';
import './RichText.css';

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the CMS. Always sanitised before it is rendered. */
  html: string;
  locale?: Locale;
}

/** CMS rich text: sanitised, links following the link rules, headings, lists and tables styled. */
export function RichText({ html, locale, className, ...rest }: RichTextProps) {
  const resolvedLocale = useLocale(locale);
  const clean = useMemo(() => sanitizeHtml(html, resolvedLocale), [html, resolvedLocale]);
  return (
    <div {...rest} className={cx('hs-rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
