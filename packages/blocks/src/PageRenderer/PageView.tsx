import { isLocale, LocaleProvider, type Locale } from '@healthsite/ui';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useBlocksCopy } from '../i18n/copy';
import type { BlockModule } from '../blockModule';
import type { BlockLogger } from '../prepareBlocks';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { LazyBlock, loaderOf, type BlockLoaders } from './lazyBlocks';
import type { RenderableBlock } from './pageBlocks';
import { PageBlocksContext } from './pageContext';
import { PageFilterContext } from './pageFilter';

export type RenderMode = 'production' | 'development';

/** The page fields the renderer reads besides its content. */
export interface PageMeta {
  id: string;
  theme?: string | undefined;
  template?: string | undefined;
  locale?: string | undefined;
}

/** A block as the view gets it: with its module (eager render) or without (rendered by a loader). */
type ViewBlock = RenderableBlock & { module?: BlockModule };

export interface PageViewProps {
  page: PageMeta;
  blocks: readonly ViewBlock[];
  /** Renders blocks that come without a module (validated elsewhere): one chunk per block type. */
  loaders?: BlockLoaders;
  locale?: Locale | undefined;
  logger: BlockLogger;
  mode: RenderMode;
}

function UnknownBlockPlaceholder({ uiComponent }: { uiComponent: string }) {
  const copy = useBlocksCopy();
  return (
    <div className="hs-page__unknown" data-unknown-block={uiComponent} role="note">
      {copy.unknownBlock(uiComponent)}
    </div>
  );
}

function renderBlock(
  block: ViewBlock,
  loaders: BlockLoaders | undefined,
  mode: RenderMode,
  logger: BlockLogger,
) {
  if (block.kind === 'unknown') {
    return mode === 'development' ? (
      <UnknownBlockPlaceholder key={block.key} uiComponent={block.uiComponent} />
    ) : null;
  }
  const props = { block: block.data, anchorId: block.anchorId, index: block.index };
  let content: ReactNode;
  const Component = block.module?.Component;
  if (Component) {
    content = <Component {...props} />;
  } else {
    const loader = loaders ? loaderOf(loaders, block.uiComponent) : undefined;
    // Dropped: PreparedPageRenderer logs it, once per page rather than on every render.
    if (!loader) {
      return mode === 'development' ? (
        <UnknownBlockPlaceholder key={block.key} uiComponent={block.uiComponent} />
      ) : null;
    }
    // Preloaded (server loader, before hydration, before a client navigation): renders at once.
    // Otherwise this block alone waits for its chunk; on hydration React keeps the server HTML.
    content = (
      <Suspense fallback={null}>
        <LazyBlock loader={loader} {...props} />
      </Suspense>
    );
  }
  return (
    <div
      key={block.key}
      className="hs-page__block"
      data-block-type={block.uiComponent}
      data-gap={block.spacing.gap}
      data-pull-up={block.spacing.pullUp ? '' : undefined}
      {...block.attributes}
    >
      <BlockErrorBoundary logger={logger} description={`"${block.key}" (${block.uiComponent})`}>
        {content}
      </BlockErrorBoundary>
    </div>
  );
}

/** The page root (theme, template), the page contexts, and the blocks with their spacing. */
export function PageView({ page, blocks, loaders, locale, logger, mode }: PageViewProps) {
  const [filterValues, setFilterValues] = useState<Record<string, string>>({});
  const setFilter = useCallback(
    (target: string, value: string) => setFilterValues((current) => ({ ...current, [target]: value })),
    [],
  );
  const filters = useMemo(() => ({ values: filterValues, setFilter }), [filterValues, setFilter]);
  const pageLocale = locale ?? (isLocale(page.locale) ? page.locale : undefined);
  const content = (
    <PageBlocksContext.Provider value={blocks}>
      <PageFilterContext.Provider value={filters}>
        <div
          className="hs-page"
          data-page={page.id}
          data-theme={page.theme ?? 'default'}
          data-template={page.template ?? 'product'}
        >
          {blocks.map((block) => renderBlock(block, loaders, mode, logger))}
        </div>
      </PageFilterContext.Provider>
    </PageBlocksContext.Provider>
  );
  return pageLocale ? <LocaleProvider locale={pageLocale}>{content}</LocaleProvider> : content;
}
