import type { HTMLAttributes } from 'react';
import { useLocale, type Locale } from '../i18n';
import { copyFor } from '../i18n/copy';
import { cx } from '../internal/cx';
import { isSanitizedHtml, withNewTabHints, type SanitizedHtml } from './sanitizedHtml';

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** CMS rich text, sanitised: `sanitizeRichText(html)` of `@healthsite/ui/sanitize` (e.g. on the server). */
  html: SanitizedHtml;
  locale?: Locale;
}

/**
 * CMS rich text: headings, lists and tables styled, links following the link rules (external ones
 * announce that they open a new tab, in the reader's language). Renders only sanitised HTML, so
 * the sanitiser runs where the content arrives and never has to ship to the browser.
 */
export function RichText({ html, locale, className, ...rest }: RichTextProps) {
  const resolvedLocale = useLocale(locale);
  if (!isSanitizedHtml(html)) {
    throw new TypeError(
      'RichText renders sanitised HTML only: pass sanitizeRichText(html) from @healthsite/ui/sanitize',
    );
  }
  const markup = withNewTabHints(html.sanitizedHtml, copyFor(resolvedLocale).opensInNewTab);
  return (
    <div {...rest} className={cx('hs-rich-text', className)} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
