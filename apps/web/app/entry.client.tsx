import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadForChunkError } from './chunk-reload';
import { nextTask, preloadRenderedBlocks } from './blocks/preload.client';

// Vite reports a failed preload of a lazily imported chunk with this event.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

// The code of the blocks on this page first (already requested by the HTML's modulepreload
// links), so hydration renders exactly the server HTML without suspending. Each step starts in a
// task of its own (see preload.client.ts).
void nextTask()
  .then(preloadRenderedBlocks)
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
