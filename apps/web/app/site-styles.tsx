// The site's stylesheets, inlined into the document's <head>.
//
// A phone on a slow network would otherwise wait for more requests (new connections on HTTP/1.1,
// behind the page's module preloads) before anything paints; the CSS a page needs is about 10 KB
// gzip, so it travels inside the (compressed, cached) HTML. React renders each stylesheet as an
// empty `<style href precedence>` (it merges them into one element in the head); the server then
// writes the built files' text into it (site-styles.server.tsx), so rendering never copies the CSS.
// In the browser React keys such a style by its href and adopts the one already in the document:
// the CSS is never part of the JavaScript. A stylesheet the document does not have (a block type's,
// on a client navigation to a page that shows it first) is a stylesheet link: React loads it before
// it shows the page. In development (no built files) they are all stylesheet links.

/** The value React gives the merged style element's data-precedence. */
export const STYLE_PRECEDENCE = 'site';

/** Whether the document has a stylesheet in its style element (on the server: it writes them all). */
const inDocument = (href: string) =>
  typeof document === 'undefined' || document.querySelector(`style[data-href~="${href}"]`) !== null;

export function SiteStyles({ hrefs }: { hrefs: readonly string[] }) {
  return hrefs.map((href) =>
    import.meta.env.DEV || !inDocument(href) ? (
      <link key={href} rel="stylesheet" href={href} precedence={STYLE_PRECEDENCE} />
    ) : (
      <style key={href} href={href} precedence={STYLE_PRECEDENCE} />
    ),
  );
}
