// Before hydration: load the code of the block types the server rendered (their chunks are
// already on the way: the HTML preloads them), so the first client render matches the server
// HTML without waiting. The server marks each block's wrapper with data-block-type.
import { preloadBlocks } from '@healthsite/blocks/render';

export function preloadRenderedBlocks(root: ParentNode = document): Promise<void> {
  const types = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-block-type]')) {
    if (element.dataset.blockType) types.add(element.dataset.blockType);
  }
  // A chunk that fails here fails again in the block's render, where its error boundary and the
  // chunk-reload rule handle it: never block hydration on it.
  return preloadBlocks(types).catch(() => undefined);
}
