import type { Locale } from '@healthsite/ui';
import { use, useMemo } from 'react';
import type { BlockLogger } from '../prepareBlocks';
import { defaultBlockLoaders } from './blockLoaders';
import { blocksReady, loaderOf, type BlockLoaders } from './lazyBlocks';
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
  // The page's block types: their code loaded (a client navigation may have to wait for it here,
  // above the blocks, so the page appears complete; in a transition React keeps showing the
  // previous page meanwhile). One promise per set of types, the same on every render and every
  // retry of a render (React warns of another one, or of none), and fulfilled at once when the
  // code is there already (the server, hydration, a page seen before): nothing waits then.
  use(blocksReady(blockTypesOf(blocks), loaders));
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
