// The site's stylesheets, inlined into the document's <head>.
//
// A phone on a slow network would otherwise wait for three more requests (new connections on
// HTTP/1.1, behind the page's module preloads) before anything paints; the whole CSS is about
// 12 KB gzip, so it travels inside the (compressed, cached) HTML. React renders each stylesheet as
// an empty `<style href precedence>` (it merges them into one element in the head); the server then
// writes the built files' text into it (site-styles.server.tsx), so rendering never copies the CSS.
// In the browser React keys such a style by its href and adopts the one already in the document:
// the CSS is never part of the JavaScript. In development (no built files) they stay stylesheet links.

/** The value React gives the merged style element's data-precedence. */
export const STYLE_PRECEDENCE = 'site';

export function SiteStyles({ hrefs }: { hrefs: readonly string[] }) {
  if (import.meta.env.DEV)
    return hrefs.map((href) => (
      <link key={href} rel="stylesheet" href={href} precedence={STYLE_PRECEDENCE} />
    ));
  return hrefs.map((href) => <style key={href} href={href} precedence={STYLE_PRECEDENCE} />);
}
