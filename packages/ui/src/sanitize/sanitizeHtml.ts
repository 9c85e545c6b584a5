import DOMPurify, { clearWindow } from 'isomorphic-dompurify';
import { copyFor } from '../i18n/copy';
import type { Locale } from '../i18n/dictionaries';
import { externalLinkRel, externalLinkTarget, linkKind } from '../Link/linkKind';
import { NEW_TAB_HINT_CLASS, withNewTabHints, type SanitizedHtml } from '../RichText/sanitizedHtml';

function applyLinkRules(node: Element) {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  const kind = linkKind(href);
  node.removeAttribute('target');
  node.removeAttribute('rel');
  if (kind === 'unsafe' || kind === 'none') {
    node.removeAttribute('href');
    return;
  }
  if (kind === 'external') {
    node.setAttribute('target', externalLinkTarget);
    node.setAttribute('rel', externalLinkRel);
    // Marked here, worded by RichText in the reader's language.
    const hint = node.ownerDocument.createElement('span');
    hint.setAttribute('class', NEW_TAB_HINT_CLASS);
    node.appendChild(hint);
  }
}

/**
 * Decides where an image in rich text may load from: the URL to use, or undefined to drop the
 * image. The default keeps only same-origin paths (`/…`): an image from any other host would send
 * every reader's IP address there. A site maps its CMS's image URLs to its own origin (a proxy).
 */
export type MediaSourcePolicy = (src: string) => string | undefined;

export const sameOriginMediaOnly: MediaSourcePolicy = (src) =>
  /^\/(?![/\\])/.test(src.trim()) ? src.trim() : undefined;

let mediaSourcePolicy: MediaSourcePolicy = sameOriginMediaOnly;

/** Sets the process-wide policy for images in rich text (see {@link MediaSourcePolicy}). */
export function setMediaSourcePolicy(policy: MediaSourcePolicy): void {
  mediaSourcePolicy = policy;
}

function applyMediaPolicy(node: Element) {
  if (node.nodeName !== 'IMG') return;
  const src = node.getAttribute('src');
  const allowed = src ? mediaSourcePolicy(src) : undefined;
  if (allowed === undefined) node.remove();
  else node.setAttribute('src', allowed);
}

function afterAttributes(node: Element) {
  applyLinkRules(node);
  applyMediaPolicy(node);
}

function purify(html: string): string {
  // Hooks live on the shared DOMPurify instance; add ours only for this synchronous call.
  DOMPurify.addHook('afterSanitizeAttributes', afterAttributes);
  try {
    const clean = DOMPurify.sanitize(html, {
      // HTML only (no SVG or MathML: their <image> and <use> would fetch from anywhere).
      USE_PROFILES: { html: true },
      FORBID_TAGS: [
        'style',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'iframe',
        'object',
        'embed',
        // Media other than images: a block (CmVideo) shows video, after consent.
        'video',
        'audio',
        'source',
        'track',
        'picture',
      ],
      // Everything else that would make the browser fetch from another host on its own.
      FORBID_ATTR: ['style', 'target', 'srcset', 'background', 'poster', 'ping', 'formaction'],
      ALLOW_DATA_ATTR: false,
    });
    // The HTML serialiser writes U+00A0 as `&nbsp;` (and `&` itself as `&amp;`, so that no text
    // reads `&nbsp;` by accident): back to the character, so that the markup holds no named
    // reference and `hasVisibleContent` needs no decoder to see an empty paragraph.
    return clean.replaceAll('&nbsp;', '\u00a0');
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', afterAttributes);
  }
}

/**
 * Lets go of the sanitiser's DOM on the server (a fresh jsdom window next time): call it when the
 * content changes, so memory stays flat however many content versions a process sees.
 */
export function releaseSanitizerMemory(): void {
  clearWindow();
}

/**
 * Sanitises CMS rich text for `RichText` (DOMPurify; jsdom on the server). Removes scripts, event
 * handlers, styles and unsafe URLs, and applies the link rules to every anchor: external links
 * open a new tab with rel "noopener noreferrer nofollow" and get a hidden hint that `RichText`
 * words in the reader's language; `javascript:` / `data:` links lose their href (so they render as
 * text). The result is the same for every locale and serialisable (send it from the server).
 */
export function sanitizeRichText(html: string): SanitizedHtml {
  return { sanitizedHtml: purify(html) };
}

/** `sanitizeRichText` as a finished HTML string, the new-tab hints worded for `locale`. */
export function sanitizeHtml(html: string, locale: Locale = 'de-DE'): string {
  return withNewTabHints(purify(html), copyFor(locale).opensInNewTab);
}
