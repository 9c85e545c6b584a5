// `@healthsite/blocks/render`: render validated blocks in the browser with code splitting.
// Nothing here imports a block schema or zod, nor any block's code until a page needs it:
//   server:  const prepared = toPageBlocks(prepareBlocks(page, defaultBlockRegistry, logger));
//            await preloadBlocks(blockTypesOf(prepared));           // then render synchronously
//   browser: await preloadBlocks(types); hydrateRoot(...)           // before hydration
//            <PreparedPageRenderer page={page} blocks={prepared} />
export { PreparedPageRenderer, type PreparedPageRendererProps } from './PreparedPageRenderer';
export { defaultBlockLoaders } from './blockLoaders';
export {
  loadedBlock,
  preloadBlocks,
  preloadRenderedBlocks,
  type BlockLoader,
  type BlockLoaders,
} from './lazyBlocks';
export { toPageBlocks, blockTypesOf, type PageBlock, type RenderableBlock } from './pageBlocks';
export type { PageMeta, RenderMode } from './PageView';
// Blocks that talk to a server read their services from this context (zod-free, like the rest here).
export { ServicesProvider, useServices, type ServicesProviderProps } from '../services/context';
export type { Services, CallOptions } from '@healthsite/services/contract';
// The spec's hash scroll (smooth, about 1 s after a navigation; instant under reduced motion).
export { scrollToHash, HASH_SCROLL_DELAY_MS } from '../PageNav/useHashScroll';
// The whole page rendered for a scroll to a saved position (the parts below the fold wait otherwise).
export { renderWholePage, RENDER_WHOLE_PAGE_ATTRIBUTE } from './renderWholePage';
// The blocks' copy namespaces, for a site's own copy (types only).
export type { BlocksCopyNamespaces } from '../i18n/namespaces';
