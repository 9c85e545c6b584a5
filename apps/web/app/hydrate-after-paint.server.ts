// The code that hydrates a page loads after its first paint.
//
// A server-rendered page paints from its HTML, its inline CSS and the first-paint font; the
// JavaScript only makes it interactive (its links and forms work without it). Requested with the
// document, some 10–30 module scripts share a phone's connections with the font and the largest
// image, and on a fast connection they finish before the first paint: then the paint has waited
// for them. Here the document carries them inert, in <template> elements: React Router's module
// script (at the end of the body) and the module preloads (the router's and the blocks', in the
// head). A small script after the module script puts them into the document once the page has
// painted (its first contentful paint, or at once in a hidden tab, which paints nothing): then the
// preloads start, the module script runs and the page hydrates as before.
//
// React's hydration skips elements it did not render among the children of <head> and <body>, and
// the module script is back in its place (where the template was) before hydration starts. The
// scripts are allowed as before: by their hashes (computed from the finished HTML, templates
// included) or by the response's nonce, which the copies keep.

/** The id of the template with the head's module preloads. */
export const PRELOADS_TEMPLATE = 'hs-preloads';
/** The id of the template with React Router's module script. */
export const HYDRATION_TEMPLATE = 'hs-hydrate';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The head's module preloads in a template (at the place of the first one), asked for at low
 * priority once they load: the font and the largest image still go first. Each names `as="script"`
 * (what a module preload is by default): React's `preloadModule` in the browser looks for an existing
 * preload by exactly that, and without it searched the whole document twice per chunk while the page
 * hydrated and then added a second link for it. `chunks` (the page's blocks' code, which React does
 * not render on the server: BlockPreloads) go first, written once per list; where the head has no
 * module preload of its own, the template ends the head.
 */
export function deferHeadPreloads(head: string, chunks: readonly string[] = []): string {
  const links = head.match(MODULE_PRELOAD);
  if (!links && chunks.length === 0) return head;
  const at = links ? head.indexOf(links[0]) : head.length;
  const rest = links ? head.slice(at).replace(MODULE_PRELOAD, '') : '';
  const template = `<template id="${PRELOADS_TEMPLATE}">${chunkPreloads(chunks)}${(links ?? [])
    .map((link) =>
      link.replace(
        '<link rel="modulepreload"',
        `$&${/ as="/.test(link) ? '' : ' as="script"'} fetchpriority="low"`,
      ),
    )
    .join('')}</template>`;
  return head.slice(0, at) + template + rest;
}

/**
 * The held-back preloads of a list of chunks (a page's blocks': one list per page), made once. The
 * URLs are the client build's own (block-chunks.vite.ts), like the fonts of `headExtras`.
 */
function chunkPreloads(chunks: readonly string[]): string {
  let text = preloadsOf.get(chunks);
  if (text === undefined) {
    text = [...new Set(chunks)]
      .map((href) => `<link rel="modulepreload" as="script" fetchpriority="low" href="${href}"/>`)
      .join('');
    preloadsOf.set(chunks, text);
  }
  return text;
}

const preloadsOf = new WeakMap<readonly string[], string>();

/** How many module preloads the loader puts in place per task (see LOADER). */
export const PRELOADS_PER_TASK = 4;

/**
 * Puts the templates' contents in their place once the first contentful paint has been presented
 * (the browser's paint timing; a frame's callbacks run before its paint; a frame where there is no
 * paint timing), or at once in a hidden tab. The preloads go in a few at a time, a task each: every
 * one starts a request, and twenty-odd of them in one task were a long task of their own right after
 * the first paint (16–25 ms at full speed on the 2-core test machine, four times that on a phone).
 * The module script follows in the task after the last of them.
 */
const LOADER =
  '(function(){var d=document;function put(id){var t=d.getElementById(id);' +
  't&&t.parentNode.replaceChild(d.importNode(t.content,!0),t)}' +
  'function go(){var t=d.getElementById("' +
  PRELOADS_TEMPLATE +
  '");if(!t)return put("' +
  HYDRATION_TEMPLATE +
  '");var f=t.content,p=t.parentNode;(function step(){' +
  `for(var i=0;i<${PRELOADS_PER_TASK}&&f.firstChild;i++)p.insertBefore(d.adoptNode(f.firstChild),t);` +
  'if(f.firstChild)return setTimeout(step,0);p.removeChild(t);setTimeout(put,0,"' +
  HYDRATION_TEMPLATE +
  '")})()}' +
  'if(d.visibilityState==="hidden")return go();' +
  // A browser without paint timing would accept the observer and never call it: a frame instead.
  'var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)' +
  'return requestAnimationFrame(function(){setTimeout(go,0)});' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})' +
  '.observe({type:"paint",buffered:!0})})()';

/** The start of React Router's module script (its attributes in the order React writes them). */
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const TEMPLATE_OPEN = Buffer.from(`<template id="${HYDRATION_TEMPLATE}">`);
/** The loader and the end of its script element, as bytes once (the same on every page). */
const LOADER_SCRIPT = Buffer.from(`${LOADER}</script>`);

/**
 * The body's bytes (everything from `</head>` on) with React Router's module script in a template
 * and the loader after it, as the parts to send in order; `before` (the route's view, read when the
 * page hydrates) goes in front of the template. A page without the module script is left as it is.
 */
export function deferModuleScript(body: Buffer, before?: Uint8Array | null): Uint8Array[] {
  const type = body.indexOf(MODULE_SCRIPT);
  const start = type < 0 ? -1 : body.lastIndexOf(SCRIPT_OPEN, type);
  const close = start < 0 ? -1 : body.indexOf(SCRIPT_CLOSE, type);
  if (close < 0) return [body];
  const end = close + SCRIPT_CLOSE.length;
  const nonce = /\snonce="([^"]*)"/.exec(body.toString('latin1', start, type))?.[1];
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return [
    body.subarray(0, start),
    ...(before ? [before] : []),
    TEMPLATE_OPEN,
    body.subarray(start, end),
    Buffer.from(`</template><script${attribute}>`),
    LOADER_SCRIPT,
    body.subarray(end),
  ];
}
