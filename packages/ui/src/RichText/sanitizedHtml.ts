/**
 * HTML that has been through the sanitiser (`sanitizeRichText` of `@healthsite/ui/sanitize`),
 * as a plain, serialisable object: sanitise where the content arrives (on the server, in a
 * loader or a schema), send the result to the browser, and render it with `RichText`, which then
 * needs no sanitiser of its own (DOMPurify stays out of the browser's JavaScript).
 *
 * Building one by hand (`{ sanitizedHtml: markup }`) vouches for `markup` like
 * `dangerouslySetInnerHTML` does: only do it for markup you produced yourself.
 */
export interface SanitizedHtml {
  readonly sanitizedHtml: string;
}

/** True for a `SanitizedHtml` value (the shape only; where it came from is the caller's word). */
export function isSanitizedHtml(value: unknown): value is SanitizedHtml {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { sanitizedHtml?: unknown }).sanitizedHtml === 'string'
  );
}

/**
 * Whether markup shows anything: text outside the tags, or an image. Empty paragraphs left by an
 * editor (`<p>&nbsp;</p>`, which the sanitiser writes as `<p>\u00a0</p>`) count as nothing. One
 * scan, no copy: markup made only of white space (what `trim` removes) and whole tags shows
 * nothing (a server asks this of the same CMS strings on every render).
 */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || !/^(?:\s|<[^>]*>)*$/.test(html);
}

/** Whether sanitised rich text shows anything (see `hasVisibleContent`). */
export function hasRichText(value: SanitizedHtml | undefined): value is SanitizedHtml {
  return value !== undefined && hasVisibleContent(value.sanitizedHtml);
}

/**
 * The sanitiser marks the hint of an external link (opens in a new tab) with this empty span; the
 * text goes in when `RichText` renders, in the reader's language, so sanitised HTML is the same
 * for every locale. (Content that copies the mark only gets the same harmless hint text.)
 */
export const NEW_TAB_HINT_CLASS = 'hs-visually-hidden hs-new-tab-hint';
export const NEW_TAB_HINT = `<span class="${NEW_TAB_HINT_CLASS}"></span>`;

/** Puts the localised "opens in a new tab" text into the sanitiser's marks. */
export function withNewTabHints(html: string, hint: string): string {
  // The hint's text is made for a mark only: most rich text has no external link.
  return html.replaceAll(
    NEW_TAB_HINT,
    () =>
      `<span class="${NEW_TAB_HINT_CLASS}"> (${hint.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')})</span>`,
  );
}
