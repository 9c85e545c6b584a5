export { RichText, type RichTextProps } from './RichText';
export { hasRichText, isSanitizedHtml, type SanitizedHtml } from './sanitizedHtml';
