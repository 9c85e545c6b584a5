import type { ChromeVariant, Page, SiteDefinition } from '@healthsite/content-client';

/**
 * The header or footer variant of a page: the page's own `chrome` (both parts), else the site
 * definition's `uiComponent` of that part: a site may pair a default header with a skjur footer.
 */
export function chromeVariantOf(
  page: Pick<Page, 'chrome'> | undefined,
  definition: Pick<SiteDefinition, 'header' | 'footer'>,
  part: 'header' | 'footer' = 'header',
): ChromeVariant {
  return page?.chrome ?? definition[part].uiComponent;
}

/** A navigation target is the current page (same path, trailing slash and hash ignored). */
export function isCurrentPath(to: string, currentPath: string | undefined): boolean {
  if (!currentPath || !to.startsWith('/')) return false;
  return to === currentPath || strip(to) === strip(currentPath);
}

/** A path without its query, hash and trailing slashes (a plain path as it is: most are). */
const NOT_PLAIN = /[?#]|.\/$/;
const strip = (path: string) =>
  NOT_PLAIN.test(path) ? path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/' : path;
