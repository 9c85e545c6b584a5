/**
 * The link rules of the site, as pure functions (unit-tested in linkKind.test.ts).
 *
 * - `/path` and `#anchor` are internal: same tab, no extra relation.
 * - `//host/…` is protocol-relative, i.e. another site: external, even though it starts with `/`.
 * - `mailto:`, `tel:` and `sms:` hand over to another app; opening a blank tab for them helps no one,
 *   so they are `contact` links: same tab, no rel.
 * - `javascript:`, `data:`, `vbscript:` and `file:` URLs are never rendered as links (`unsafe`).
 * - Everything else is external: new tab, rel "noopener noreferrer nofollow".
 */
export type LinkKind = 'internal' | 'external' | 'contact' | 'unsafe' | 'none';

export const externalLinkRel = 'noopener noreferrer nofollow';
export const externalLinkTarget = '_blank';

const unsafeSchemes = ['javascript:', 'data:', 'vbscript:', 'file:'];
const contactSchemes = ['mailto:', 'tel:', 'sms:'];

/**
 * Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`),
 * so the scheme is compared with those removed.
 */
function normalisedScheme(href: string): string {
  // eslint-disable-next-line no-control-regex
  return href.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
}

/** Browsers drop ASCII tabs and newlines anywhere in a URL (`/\t/host` is `//host`). */
const URL_NOISE = /[\t\n\r]/g;
const PLAIN_INTERNAL = /^(#|\/(?![/\\\s]))/;

export function linkKind(href: string | null | undefined): LinkKind {
  if (href == null) return 'none';
  // Most links of a page are paths or anchors: `/x` (neither `//host`, `/\host` nor such a pair
  // with white space between) and `#x` are internal, and no scheme can hide in them (their first
  // character stays when the scheme is normalised).
  if (PLAIN_INTERNAL.test(href)) return 'internal';
  const trimmed = href.trim();
  if (trimmed === '') return 'none';
  const scheme = normalisedScheme(trimmed);
  if (unsafeSchemes.some((s) => scheme.startsWith(s))) return 'unsafe';
  const path = trimmed.replace(URL_NOISE, '');
  if (path.startsWith('//') || path.startsWith('/\\')) return 'external';
  if (path.startsWith('/') || path.startsWith('#')) return 'internal';
  if (contactSchemes.some((s) => scheme.startsWith(s))) return 'contact';
  return 'external';
}

export function isInternalHref(href: string | null | undefined): boolean {
  return linkKind(href) === 'internal';
}

export function isExternalHref(href: string | null | undefined): boolean {
  return linkKind(href) === 'external';
}

/** Whether the href may be put into an `href` attribute at all. */
export function isSafeHref(href: string | null | undefined): href is string {
  const kind = linkKind(href);
  return kind !== 'unsafe' && kind !== 'none';
}

/** The attributes the rules add to an anchor with this href. */
export function linkAttributes(href: string): { target?: string; rel?: string } {
  return linkKind(href) === 'external' ? { target: externalLinkTarget, rel: externalLinkRel } : {};
}
