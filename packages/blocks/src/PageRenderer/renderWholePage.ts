/**
 * The attribute on the root element that renders every part of the page that otherwise waits
 * until it comes near the viewport (PageRenderer.css and the chrome's SiteLayout.css).
 */
export const RENDER_WHOLE_PAGE_ATTRIBUTE = 'data-hs-render-whole-page';

/**
 * Renders the whole page until the returned function is called, and two frames longer.
 *
 * Blocks below the first two, the related pages and the footer are laid out only when they come
 * near the viewport (`content-visibility: auto`); until they first are, each stands at an estimated
 * height. A position scrolled to by hand (a saved one restored, an element scrolled into view) is
 * only right when the parts above it have their real heights. Call this before such a scroll and the
 * returned function once the scroll has ended: the frames after it let the browser note each part's
 * real height, which it keeps while the part waits again, so nothing moves when it does. Calls may
 * overlap; the page waits again when the last one has let go.
 */
export function renderWholePage(win: Window = window): () => void {
  const root = win.document.documentElement;
  const holders = () => Number(root.getAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE)) || 0;
  root.setAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE, String(holders() + 1));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => {
        const left = holders() - 1;
        if (left > 0) root.setAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE, String(left));
        else root.removeAttribute(RENDER_WHOLE_PAGE_ATTRIBUTE);
      }),
    );
  };
}
