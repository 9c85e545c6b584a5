// The built stylesheets for SiteStyles (site-styles.tsx): read from the client build next to this
// server build (build/server/index.js → build/client) once per file, and written into the page's
// style element as the HTML streams out (one string search in the head, no copy of the CSS through
// React).
import { readFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { preload } from 'react-dom';
import { STYLE_PRECEDENCE } from './site-styles';

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

/** Where the head ends: it is written first and whole, so the search never looks further. */
const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * The page's head as it is sent: the site's CSS written into its style element, and the module
 * preloads (the router's and the blocks') asked for at low priority. The first paint needs the
 * HTML, its CSS and the font, not the code that hydrates it: on a phone's slow connection (six per
 * host on HTTP/1.1) some 30 scripts at high priority would otherwise go before the font and the
 * largest image. They still load in parallel, and hydration waits for nothing else.
 */
function finishHead(head: Buffer): Buffer[] {
  const end = head.indexOf(HEAD_END);
  const start = head.indexOf(STYLE_START);
  const hrefsEnd = start < 0 || start > end ? -1 : head.indexOf(STYLE_END, start + STYLE_START.length);
  const marked = (from: number, to: number) =>
    Buffer.from(
      head
        .toString('utf8', from, to)
        .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"'),
    );
  if (hrefsEnd < 0) return [marked(0, end), head.subarray(end)];
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
  return [marked(0, closeAt), css, marked(closeAt, end), head.subarray(end)];
}

/**
 * The HTML stream with its head finished (`finishHead`). `onEnd` runs when the last chunk has
 * passed (the render's time-out is cleared there). Works on the bytes of the head only: the rest of
 * the page is never decoded, and the CSS is encoded once per set of files.
 */
export function withInlineStyles(onEnd: () => void): Transform {
  let pending: Buffer | undefined;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      const head = pending ? Buffer.concat([pending, chunk]) : chunk;
      if (head.indexOf(HEAD_END) < 0) {
        // Not (yet) in what was written: wait for more, unless it cannot come any more.
        if (head.length < SEARCH_LIMIT) {
          pending = head;
          return callback();
        }
        done = true;
        pending = undefined;
        return callback(null, head);
      }
      done = true;
      pending = undefined;
      const parts = finishHead(head);
      const last = parts.pop();
      for (const part of parts) this.push(part);
      callback(null, last);
    },
    flush(callback) {
      onEnd();
      callback(null, pending);
    },
  });
}
