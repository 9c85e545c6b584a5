import type { Locale } from '@healthsite/ui';
import type { BlockLogger } from '../prepareBlocks';
import { defaultBlockLoaders } from './blockLoaders';
import type { BlockLoaders } from './lazyBlocks';
import type { RenderableBlock } from './pageBlocks';
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
 * server and before hydrating, so that no block suspends; a block whose chunk is not loaded yet
 * waits alone (Suspense), the rest of the page renders.
 */
export function PreparedPageRenderer({
  page,
  blocks,
  loaders = defaultBlockLoaders,
  locale,
  logger = console,
  mode = 'production',
}: PreparedPageRendererProps) {
  return <PageView page={page} blocks={blocks} loaders={loaders} locale={locale} logger={logger} mode={mode} />;
}
