import { useEffect, useRef, type HTMLAttributes } from 'react';
import { useUiCopy, type Locale } from '../i18n';
import { cx } from '../internal/cx';
import { followWithRouter, useLinkRouter } from '../Link/LinkRouter';
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
  const copy = useUiCopy(locale);
  const router = useLinkRouter();
  const root = useRef<HTMLDivElement>(null);
  // The CMS's links are plain HTML: internal ones follow the site's router too (listened to on this
  // element, after any handler inside it).
  useEffect(() => {
    const element = root.current;
    if (!element || !router) return;
    const onClick = (event: MouseEvent) =>
      followWithRouter(event, (event.target as Element | null)?.closest?.('a') ?? null, router);
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [router]);
  if (!isSanitizedHtml(html)) {
    throw new TypeError(
      'RichText renders sanitised HTML only: pass sanitizeRichText(html) from @healthsite/ui/sanitize',
    );
  }
  const markup = withNewTabHints(html.sanitizedHtml, copy.opensInNewTab);
  return (
    <div
      {...rest}
      ref={root}
      className={cx('hs-rich-text', className)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
