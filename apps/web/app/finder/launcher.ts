// How a visitor opens the pharmacy finder, besides the header CTA and `#apofinder` links (which
// SiteLayout handles): a URL that carries a finder search, and a finder link inside a block that
// names the product to preselect. Small and dependency-free: it ships with every page, while the
// modal itself is loaded only when it first opens.

/** The query parameter that names the finder's target while the modal is open (`local`, `online`). */
export const FINDER_PARAM = 'apofinder';

const FINDER_HASH = '#apofinder';

/** True when the query asks for the finder (`?apofinder=local…` or `?apofinder=online…`). */
export function asksForFinder(search: string): boolean {
  const target = new URLSearchParams(search).get(FINDER_PARAM);
  return target === 'local' || target === 'online';
}

/**
 * For a click on a same-page `#apofinder` link (the links SiteLayout turns into "open the
 * finder"): the product its block asks to preselect, read from the closest
 * `[data-preselect-product]` (TmApo, SmProductHero, TmProductCards), or null without one.
 * `undefined` when the click is not on such a link.
 */
export function preselectOfFinderClick(
  target: EventTarget | null,
  location: Pick<Location, 'href' | 'pathname'>,
): string | null | undefined {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.endsWith(FINDER_HASH)) return undefined;
  if (new URL(href, location.href).pathname !== location.pathname) return undefined;
  const product = anchor.closest<HTMLElement>('[data-preselect-product]')?.dataset.preselectProduct;
  return product?.trim() ? product.trim() : null;
}
