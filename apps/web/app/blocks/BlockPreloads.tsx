// <link rel="modulepreload"> for the chunks of the page's block types: React hoists the links
// into <head> during server rendering (and adds them on client navigations).
import { preloadModule } from 'react-dom';

export function BlockPreloads({ chunks }: { chunks: readonly string[] }) {
  for (const href of chunks) preloadModule(href, { as: 'script' });
  return null;
}
