import type { ChromeVariant, Page, SiteDefinition } from '@healthsite/content-client';

/** The header/footer variant of a page: its own `chrome`, else the site definition's. */
export function chromeVariantOf(
  page: Pick<Page, 'chrome'> | undefined,
  definition: Pick<SiteDefinition, 'header'>,
): ChromeVariant {
  return page?.chrome ?? definition.header.uiComponent;
}

/** A navigation target is the current page (same path, trailing slash and hash ignored). */
export function isCurrentPath(to: string, currentPath: string | undefined): boolean {
  if (!currentPath || !to.startsWith('/')) return false;
  const strip = (path: string) => path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return strip(to) === strip(currentPath);
}
