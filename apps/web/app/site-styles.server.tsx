// What the server adds to a page's document for its first paint, beside React's render: the built
// stylesheets of SiteStyles (site-styles.tsx), read from the client build next to this server
// build (build/server/index.js → build/client) once per file and written into the page's style
// element when the document is finished (no copy of the CSS through React); the first-paint font's
// preload and the site icon (`headExtras`); and the code that hydrates the page held back until
// after the first paint (`finishedDocument`, with hydrate-after-paint.server.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STYLE_PRECEDENCE } from './site-styles';
import { STRUCTURED_DATA_ID } from './document-ids';
import { deferHeadPreloads, deferModuleScript } from './hydrate-after-paint.server';
import { utf8 } from '../lib/document-bytes.ts';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
/** The face every page's text uses first (Latin, upright; the variable font has every weight). */
const FIRST_PAINT_FONT = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/g;
/** The start of the empty element React renders for the site's stylesheets (hrefs space-separated). */
const STYLE_START = `<style data-precedence="${STYLE_PRECEDENCE}" data-href="`;
const STYLE_END = '"></style>';

interface StyleFile {
  text: string;
  fonts: string[];
}

const files = new Map<string, StyleFile>();

function styleFile(href: string): StyleFile {
  let file = files.get(href);
  if (!file) {
    // Never inside a <style> element: the CSS itself must not be able to close it.
    const text = readFileSync(`${clientDir}${href}`, 'utf8').replace(/<\/style/gi, '<\\/style');
    file = { text, fonts: [...text.matchAll(FIRST_PAINT_FONT)].map((m) => m[1]!) };
    files.set(href, file);
  }
  return file;
}

/**
 * What the server writes into every document's head beside React's render, after the viewport
 * meta (where React put its own preloads): the preload of the fonts the site's stylesheets name
 * for the first paint, and the site's icon as a data URI (216 bytes: as a file it was one more
 * request on the first paint's connections, on a phone a round trip before the largest element;
 * `/favicon.svg` is still there for whoever asks for it). Written as text, not rendered by React:
 * the server's React tree is then exactly the router's, as in the browser, so the ids of `useId`
 * are the same on both sides (two server-only components beside the router shifted every one of
 * them, which development builds report as a hydration mismatch). Made once per list. In
 * development there are no built files: the icon from public/, no font preload.
 */
export function headExtras(stylesheets: readonly string[]): string {
  if (import.meta.env.DEV) return '<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>';
  let text = extrasOf.get(stylesheets);
  if (!text) {
    const fonts = [...new Set(stylesheets.flatMap((href) => styleFile(href).fonts))];
    const icon = encodeURIComponent(readFileSync(`${clientDir}/favicon.svg`, 'utf8').trim());
    text =
      fonts
        .map((font) => `<link rel="preload" href="${font}" as="font" crossorigin="" type="font/woff2"/>`)
        .join('') + `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${icon}"/>`;
    extrasOf.set(stylesheets, text);
  }
  return text;
}

/** The head extras of a list of stylesheets (the site's one list: worked out once). */
const extrasOf = new WeakMap<readonly string[], string>();

/** Where the head extras go: after the viewport meta (React's `<meta …/>`), else after `<head>`. */
function extrasAt(head: string): number {
  const viewport = head.indexOf('<meta name="viewport"');
  if (viewport >= 0) return head.indexOf('/>', viewport) + 2;
  const open = head.indexOf('<head>');
  return open < 0 ? -1 : open + '<head>'.length;
}

/** Where the CSS goes while the head's text is reworked (inside the style element). */
const CSS_MARK = '\u0000css\u0000';
/** The CSS of a style element's hrefs, as bytes (encoded once per set of files). */
const cssOf = new Map<string, Buffer>();

/**
 * The page's head as it is sent (up to `</head>`): the head extras after its viewport meta, the
 * site's CSS written into its style element, and the module preloads (the router's and those of the
 * page's block `chunks`) held back until the first paint (hydrate-after-paint.server.ts). The
 * head's text is encoded once; the CSS is bytes encoded once per set of files.
 */
function finishHead(rendered: string, extras: string, chunks?: readonly string[]): Buffer[] {
  const at = extrasAt(rendered);
  const head = at < 0 ? rendered : rendered.slice(0, at) + extras + rendered.slice(at);
  const start = head.indexOf(STYLE_START);
  const hrefsEnd = start < 0 ? -1 : head.indexOf(STYLE_END, start + STYLE_START.length);
  if (hrefsEnd < 0) return [utf8(deferHeadPreloads(head, chunks))];
  const hrefs = head.slice(start + STYLE_START.length, hrefsEnd);
  let css = cssOf.get(hrefs);
  if (!css) {
    css = Buffer.from(
      hrefs
        .split(' ')
        .map((href) => styleFile(href).text)
        .join(''),
    );
    cssOf.set(hrefs, css);
  }
  const closeAt = hrefsEnd + 2; // after `">`
  // The preloads are moved without looking through the CSS.
  const [before = '', after = ''] = deferHeadPreloads(
    head.slice(0, closeAt) + CSS_MARK + head.slice(closeAt),
    chunks,
  ).split(CSS_MARK);
  return [utf8(before), css, utf8(after)];
}

const JSON_LD_START = Buffer.from(`<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">`);
const SCRIPT_END = Buffer.from('</script>');

/**
 * The document as it is sent, from the page's text as React wrote it: its head finished
 * (`finishHead`, with `extras` from `headExtras` and the module preloads of the page's block
 * `chunks` held back with the router's) and ending with the page's structured data, if any
 * (`jsonLd`, text that cannot end its element: jsonLdText of @healthsite/blocks/seo; a data block,
 * not a script that runs, so no CSP hash), and the body with the module script held back until the
 * first paint, the route's view (`view`, a data block of route-view.server.ts) before it. A page is
 * rendered whole before it is sent (nothing on it waits for data), so this is one pass over the
 * page, not a transform of every piece React writes; head and body are each encoded once, as bytes
 * (`utf8`; a string body would be checked for lone surrogates and encoded again). The parts are
 * sent in order as they are (the CSS and the view are the same buffers for every request of a
 * page).
 */
export function finishedDocument(
  html: string,
  extras: string,
  jsonLd?: string,
  view?: Uint8Array | null,
  chunks?: readonly string[],
): Uint8Array[] {
  const end = html.indexOf('</head>');
  if (end < 0) return deferModuleScript(utf8(html), view);
  const structured = jsonLd ? [JSON_LD_START, utf8(jsonLd), SCRIPT_END] : [];
  return [
    ...finishHead(html.slice(0, end), extras, chunks),
    ...structured,
    ...deferModuleScript(utf8(html.slice(end)), view),
  ];
}
