export { RichText, type RichTextProps } from './RichText';
export { hasRichText, hasVisibleContent, isSanitizedHtml, type SanitizedHtml } from './sanitizedHtml';
