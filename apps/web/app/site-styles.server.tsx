// What the server adds to a page's document for its first paint, beside React's render: the built
// stylesheets of SiteStyles (site-styles.tsx), read from the client build next to this server
// build (build/server/index.js → build/client) once per file and written into the page's style
// element as the HTML streams out (no copy of the CSS through React); the first-paint font's
// preload; the site icon; and the code that hydrates the page held back until after the first
// paint (`finishedDocument`, with hydrate-after-paint.server.ts).
import { readFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { preload } from 'react-dom';
import { STYLE_PRECEDENCE } from './site-styles';
import { createModuleScriptDeferrer, deferHeadPreloads } from './hydrate-after-paint.server';

const clientDir = fileURLToPath(new URL('../client', import.meta.url));
/** The face every page's text uses first (Latin, upright; the variable font has every weight). */
const FIRST_PAINT_FONT = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/g;
/** The start of the empty element React renders for the site's stylesheets (hrefs space-separated). */
const STYLE_START = Buffer.from(`<style data-precedence="${STYLE_PRECEDENCE}" data-href="`);
const STYLE_END = Buffer.from('"></style>');
/** How far the search for the head's end looks. */
const SEARCH_LIMIT = 1024 * 1024;

interface StyleFile {
  text: string;
  fonts: string[];
}

const files = new Map<string, StyleFile>();
/** The CSS of a style element's hrefs, as bytes (encoded once). */
const cssOf = new Map<string, Buffer>();

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
 * Preloads the fonts the built stylesheets name for the first paint (rendered by the server beside
 * the router; React puts the preloads into the head). Renders nothing, and is no part of the
 * browser's code.
 */
export function FirstPaintFonts({ hrefs }: { hrefs: readonly string[] }) {
  for (const font of new Set(hrefs.flatMap((href) => styleFile(href).fonts)))
    preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}

/** The icon as a data URI, made once. */
let iconHref: string | undefined;

/**
 * The site's icon, written into the page (it is 216 bytes): as a file it was one more request on
 * the first paint's connections, on a phone a round trip before the largest element. Rendered by
 * the server alone (beside the router, like the font preload), so the browser's code stays as it
 * is; `/favicon.svg` is still there for whoever asks for it.
 */
export function SiteIcon() {
  iconHref ??= `data:image/svg+xml,${encodeURIComponent(readFileSync(`${clientDir}/favicon.svg`, 'utf8').trim())}`;
  return <link rel="icon" type="image/svg+xml" href={iconHref} />;
}

/** Where the head ends: it is written first and whole, so the search never looks further. */
const HEAD_END = Buffer.from('</head>');
/** Where the CSS goes while the head's text is reworked (inside the style element). */
const CSS_MARK = '\u0000css\u0000';

/**
 * The page's head as it is sent: the site's CSS written into its style element, and the module
 * preloads held back until the first paint (hydrate-after-paint.server.ts).
 */
function finishHead(head: Buffer): Buffer[] {
  const end = head.indexOf(HEAD_END);
  const start = head.indexOf(STYLE_START);
  const hrefsEnd = start < 0 || start > end ? -1 : head.indexOf(STYLE_END, start + STYLE_START.length);
  if (hrefsEnd < 0)
    return [Buffer.from(deferHeadPreloads(head.toString('utf8', 0, end))), head.subarray(end)];
  const hrefs = head.toString('utf8', start + STYLE_START.length, hrefsEnd);
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
  const [before = '', after = ''] = deferHeadPreloads(
    head.toString('utf8', 0, closeAt) + CSS_MARK + head.toString('utf8', closeAt, end),
  ).split(CSS_MARK);
  return [Buffer.from(before), css, Buffer.from(after), head.subarray(end)];
}

/**
 * The HTML stream as it is sent: its head finished (`finishHead`), and the body with the module
 * script held back until the first paint. `onEnd` runs when the last chunk has passed (the render's
 * time-out is cleared there). Works on bytes: only the head is decoded, and the CSS is encoded once
 * per set of files.
 */
export function finishedDocument(onEnd: () => void): Transform {
  let pending: Buffer | undefined;
  let inBody = false;
  const body = createModuleScriptDeferrer();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (inBody) {
        for (const part of body.push(chunk)) if (part.length) this.push(part);
        return callback();
      }
      const head = pending ? Buffer.concat([pending, chunk]) : chunk;
      if (head.indexOf(HEAD_END) < 0) {
        // Not (yet) in what was written: wait for more, unless it cannot come any more.
        if (head.length < SEARCH_LIMIT) {
          pending = head;
          return callback();
        }
        inBody = true;
        pending = undefined;
        for (const part of body.push(head)) if (part.length) this.push(part);
        return callback();
      }
      inBody = true;
      pending = undefined;
      const parts = finishHead(head);
      const rest = parts.pop()!;
      for (const part of parts) this.push(part);
      for (const part of body.push(rest)) if (part.length) this.push(part);
      callback();
    },
    flush(callback) {
      onEnd();
      if (pending) this.push(pending);
      for (const part of body.end()) if (part.length) this.push(part);
      callback();
    },
  });
}
