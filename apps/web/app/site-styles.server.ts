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
/** The head is written first and whole: the search never looks further. */
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

/**
 * The HTML stream with the site's CSS written into its style element. `onEnd` runs when the last
 * chunk has passed (the render's time-out is cleared there). Works on the bytes: the page is never
 * decoded, and the CSS is encoded once per set of files.
 */
export function withInlineStyles(onEnd: () => void): Transform {
  let pending: Buffer | undefined;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      const head = pending ? Buffer.concat([pending, chunk]) : chunk;
      const start = head.indexOf(STYLE_START);
      const hrefsEnd = start < 0 ? -1 : head.indexOf(STYLE_END, start + STYLE_START.length);
      if (hrefsEnd < 0) {
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
      this.push(head.subarray(0, closeAt));
      this.push(css);
      callback(null, head.subarray(closeAt));
    },
    flush(callback) {
      onEnd();
      callback(null, pending);
    },
  });
}
