import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadRenderedBlocks } from '@healthsite/blocks/render';

// The code of the blocks on the page first, so hydration renders exactly the server HTML.
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
