import { decodeHTML } from 'entities/decode';

/**
 * Decodes HTML character references as a browser does: every named reference of HTML (`&auml;`,
 * `&frac12;`, `&nbsp;` as U+00A0, legacy forms without `;` in text), decimal and hexadecimal ones.
 * This is the `entities` package's decoder; the project has no other.
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** Rich text (HTML) to plain text: scripts/styles removed, tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  const withoutCode = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const withBreaks = withoutCode.replace(
    /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote)\b[^>]*>/gi,
    ' ',
  );
  const withoutTags = withBreaks.replace(/<[^>]*>/g, '');
  // Soft hyphens (`&shy;`) are invisible: a search for the word must find it.
  return decodeEntities(withoutTags)
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
