// Before hydration: load the code of the block types the server rendered (their chunks are
// already on the way: the HTML preloads them), so the first client render matches the server
// HTML without waiting. The server marks each block's wrapper with data-block-type.
//
// The block library's code is imported here, not at the top: the entry module evaluates only the
// framework, and the library's code and then the blocks' are evaluated in tasks of their own
// (`nextTask` between them), so that no single task holds a phone's main thread for all of it.

/** Lets the browser paint and handle input before the next piece of start-up work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function preloadRenderedBlocks(): Promise<void> {
  const types = new Set<string>();
  for (const element of document.querySelectorAll<HTMLElement>('[data-block-type]')) {
    if (element.dataset.blockType) types.add(element.dataset.blockType);
  }
  const { preloadBlocks } = await import('@healthsite/blocks/render');
  await nextTask();
  // A chunk that fails here fails again in the block's render, where its error boundary and the
  // chunk-reload rule handle it: never block hydration on it.
  return preloadBlocks(types).catch(() => undefined);
}
