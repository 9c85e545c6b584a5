import DOMPurify from 'isomorphic-dompurify';
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

function purify(html: string): string {
  // Hooks live on the shared DOMPurify instance; add ours only for this synchronous call.
  DOMPurify.addHook('afterSanitizeAttributes', applyLinkRules);
  try {
    return DOMPurify.sanitize(html, {
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style', 'target'],
      ALLOW_DATA_ATTR: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', applyLinkRules);
  }
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
