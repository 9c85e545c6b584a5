import type { Locale } from '@healthsite/ui';
import { use, useMemo } from 'react';
import type { BlockLogger } from '../prepareBlocks';
import { defaultBlockLoaders } from './blockLoaders';
import { blocksReady, loadedBlock, loaderOf, type BlockLoaders } from './lazyBlocks';
import { blockTypesOf, type RenderableBlock } from './pageBlocks';
import { PageView, type PageMeta, type RenderMode } from './PageView';

export interface PreparedPageRendererProps {
  /** The page's id, theme, template and locale (its content comes as `blocks`). */
  page: PageMeta;
  /** Blocks validated elsewhere: `toPageBlocks(prepareBlocks(page, registry))` on the server. */
  blocks: readonly RenderableBlock[];
  /** Block components by type, each behind a dynamic import; default: this package's blocks. */
  loaders?: BlockLoaders;
  locale?: Locale;
  logger?: BlockLogger;
  mode?: RenderMode;
}

/**
 * What `use` reads when no block is waiting: a promise React sees as fulfilled (its `status`), so it
 * returns at once. `use` is called on every render: a render that suspended on the page's blocks and
 * did not call it again once they had loaded is what React warns of as a conditional `use`.
 */
const ready: Promise<void> & { status?: 'fulfilled' } = Promise.resolve();
ready.status = 'fulfilled';

/**
 * Renders already-validated blocks, loading each block type's code on demand (one chunk per block
 * type, no schemas, no zod). Await `preloadBlocks(blockTypesOf(blocks))` before rendering on the
 * server and before hydrating, so that nothing suspends. Otherwise the renderer suspends until the
 * page's block chunks have loaded (wrap it in `<Suspense>` for `renderToString`; in a transition,
 * such as a router navigation, React keeps the previous page on screen meanwhile).
 */
export function PreparedPageRenderer({
  page,
  blocks,
  loaders = defaultBlockLoaders,
  locale,
  logger = console,
  mode = 'production',
}: PreparedPageRendererProps) {
  // Blocks whose chunk is not loaded yet (a client navigation): wait for all of them here, above
  // the blocks, so the page appears complete. In a transition (router navigations) React keeps
  // showing the previous page meanwhile; preloaded pages (server, hydration) never wait.
  const waiting = blockTypesOf(blocks).filter((type) => {
    const loader = loaderOf(loaders, type);
    return loader !== undefined && loadedBlock(loader) === undefined;
  });
  use(waiting.length ? blocksReady(waiting, loaders) : ready);
  // PageView leaves out validated blocks whose type has no loader. Logged here, once per page and
  // loader map: PageView renders again on every filter change.
  useMemo(() => {
    for (const block of blocks) {
      if (block.kind === 'block' && !loaderOf(loaders, block.uiComponent)) {
        logger.warn(
          `[blocks] dropped block "${block.key}" (${block.uiComponent}) on page "${page.id}": no loader for this block type`,
        );
      }
    }
  }, [blocks, loaders, logger, page.id]);
  return (
    <PageView page={page} blocks={blocks} loaders={loaders} locale={locale} logger={logger} mode={mode} />
  );
}
