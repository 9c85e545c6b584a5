// How a visitor opens the pharmacy finder besides what SiteLayout handles (the header CTA, the
// store drawer and `#apofinder` links, with the product a block's link preselects): a URL that
// carries a finder search. Small and dependency-free: it ships with every page, while the modal
// itself is loaded only when it first opens.

/** The query parameter that names the finder's target while the modal is open (`local`, `online`). */
export const FINDER_PARAM = 'apofinder';

/** True when the query asks for the finder (`?apofinder=local…` or `?apofinder=online…`). */
export function asksForFinder(search: string): boolean {
  const target = new URLSearchParams(search).get(FINDER_PARAM);
  return target === 'local' || target === 'online';
}
