// <link rel="modulepreload"> for the chunks of the page's block types: React hoists the links
// into <head> during server rendering (and adds them on client navigations).
import { preloadModule } from 'react-dom';

/**
 * The chunks this document has a module preload for: the server's (read from the head once, when
 * the page hydrates) and every one asked for since. React looks for an existing preload itself, but
 * with a selector that wants `as="script"`, which the server's links do not carry: for every chunk
 * of the page it searched the whole document twice and then added a second link, 7–10 ms of the
 * hydration of a product page on the 2-core test machine.
 */
let preloaded: Set<string> | undefined;

export function BlockPreloads({ chunks }: { chunks: readonly string[] }) {
  if (typeof document === 'undefined') {
    for (const href of chunks) preloadModule(href, { as: 'script' });
    return null;
  }
  preloaded ??= new Set(
    Array.from(
      document.querySelectorAll('link[rel="modulepreload"]'),
      (link) => link.getAttribute('href') ?? '',
    ),
  );
  for (const href of chunks) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    preloadModule(href, { as: 'script' });
  }
  return null;
}
