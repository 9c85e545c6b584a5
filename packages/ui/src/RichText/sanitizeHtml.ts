import DOMPurify from 'isomorphic-dompurify';
import { copyFor, type Locale } from '../i18n/copy';
import { externalLinkRel, externalLinkTarget, linkKind } from '../Link/linkKind';

/**
 * Sanitises CMS rich text on the server and in the browser alike (DOMPurify; jsdom on the server).
 * Removes scripts, event handlers, styles and unsafe URLs, and applies the link rules to every
 * anchor: external links open a new tab with rel "noopener noreferrer nofollow" and announce it,
 * `javascript:` / `data:` links lose their href (so they render as text).
 */
export function sanitizeHtml(html: string, locale: Locale = 'de-DE'): string {
  const copy = copyFor(locale);
  const applyLinkRules = (node: Element) => {
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
      const hint = node.ownerDocument.createElement('span');
      hint.setAttribute('class', 'hs-visually-hidden');
      hint.textContent = ` (${copy.opensInNewTab})`;
      node.appendChild(hint);
    }
  };
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
