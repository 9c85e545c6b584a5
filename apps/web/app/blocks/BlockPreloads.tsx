// <link rel="modulepreload"> for the chunks of the page's blocks on client navigations (React adds
// them to <head>). A document gets them from the server as text, made once per page
// (documentChunksContext, hydrate-after-paint.server.ts): on the server this renders nothing.
import { preloadModule } from 'react-dom';

export function BlockPreloads({ chunks }: { chunks: readonly string[] }) {
  if (!import.meta.env.SSR) for (const href of chunks) preloadModule(href, { as: 'script' });
  return null;
}
