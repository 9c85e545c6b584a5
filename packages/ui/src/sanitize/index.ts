// `@healthsite/ui/sanitize`: the rich-text sanitiser (DOMPurify; jsdom on the server). An entry of
// its own so that it loads only where content is sanitised: on the server, or in a browser that
// renders content it did not get sanitised.
export {
  releaseSanitizerMemory,
  sameOriginMediaOnly,
  sanitizeHtml,
  sanitizeRichText,
  setMediaSourcePolicy,
} from './sanitizeHtml';
export type { MediaSourcePolicy } from './sanitizeHtml';
