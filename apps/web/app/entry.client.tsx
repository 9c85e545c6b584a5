import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadForChunkError } from './chunk-reload';
import { preloadRenderedBlocks } from '@healthsite/blocks/render';

// Vite reports a failed preload of a lazily imported chunk with this event.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

// The code of the blocks on this page first (already requested by the HTML's modulepreload
// links), so hydration renders exactly the server HTML without suspending.
void preloadRenderedBlocks().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
