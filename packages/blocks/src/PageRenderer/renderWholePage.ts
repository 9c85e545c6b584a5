/**
 * The attribute on the root element that renders every part of the page that otherwise waits
 * until it comes near the viewport (PageRenderer.css and the chrome's SiteLayout.css).
 */
export const RENDER_WHOLE_PAGE_ATTRIBUTE = 'data-hs-whole-page';

/**
 * Runs `scroll` with the whole page rendered, and lets the page wait again two frames later.
 *
 * Blocks below the first two, the related pages and the footer are laid out only when they come
 * near the viewport (`content-visibility: auto`); until they first are, each stands at an estimated
 * height. A position scrolled to by hand (a saved one restored, an element scrolled into view) is
 * only right when the parts above it have their real heights. In the two frames the browser notes
 * each part's real height, which it keeps while the part waits again: nothing moves then, and a
 * smooth scroll started here lands where it was aimed. Calls may overlap.
 */
export function renderWholePage(scroll: () => void, win: Window = window): void {
  // The attribute's value counts the calls holding it.
  const { dataset } = win.document.documentElement;
  const hold = (change: number) => {
    const holders = +(dataset.hsWholePage ?? 0) + change;
    if (holders > 0) dataset.hsWholePage = `${holders}`;
    else delete dataset.hsWholePage;
  };
  hold(1);
  scroll();
  win.requestAnimationFrame(() => win.requestAnimationFrame(() => hold(-1)));
}
