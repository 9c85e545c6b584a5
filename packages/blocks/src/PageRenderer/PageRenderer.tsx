import type { Page } from '@healthsite/content-client';
import { isLocale, LocaleProvider, type Locale } from '@healthsite/ui';
import { useCallback, useMemo, useState } from 'react';
import type { BlockRegistry } from '../blockModule';
import { defaultBlockRegistry } from '../defaultBlockRegistry';
import { useBlocksCopy } from '../i18n/copy';
import { prepareBlocks, type BlockLogger, type PreparedBlock } from '../prepareBlocks';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { PageBlocksContext } from './pageContext';
import { PageFilterContext } from './pageFilter';
import './PageRenderer.css';

export type RenderMode = 'production' | 'development';

/** What the renderer reads of a page; a full `Page` from content-client fits. */
export type RenderablePage = Pick<Page, 'id' | 'content'> &
  Partial<Pick<Page, 'theme' | 'template' | 'locale'>>;

export interface PageRendererProps {
  page: RenderablePage;
  /** Block types this site knows; defaults to every block of this package. */
  registry?: BlockRegistry;
  /** Locale for the blocks' own strings; defaults to the page's locale. */
  locale?: Locale;
  logger?: BlockLogger;
  /** 'development' shows a placeholder for unknown block types (Storybook, preview). */
  mode?: RenderMode;
}

function UnknownBlockPlaceholder({ uiComponent }: { uiComponent: string }) {
  const copy = useBlocksCopy();
  return (
    <div className="hs-page__unknown" data-unknown-block={uiComponent} role="note">
      {copy.unknownBlock(uiComponent)}
    </div>
  );
}

function renderBlock(block: PreparedBlock, mode: RenderMode, logger: BlockLogger) {
  if (block.kind === 'unknown') {
    return mode === 'development' ? (
      <UnknownBlockPlaceholder key={block.key} uiComponent={block.uiComponent} />
    ) : null;
  }
  const { Component } = block.module;
  return (
    <div
      key={block.key}
      className="hs-page__block"
      data-gap={block.spacing.gap}
      data-pull-up={block.spacing.pullUp ? '' : undefined}
      {...block.attributes}
    >
      <BlockErrorBoundary logger={logger} description={`"${block.key}" (${block.uiComponent})`}>
        <Component block={block.data} anchorId={block.anchorId} index={block.index} />
      </BlockErrorBoundary>
    </div>
  );
}

/** Renders a page's blocks in order, with the spacing rules between them and the page's theme. */
export function PageRenderer({
  page,
  registry = defaultBlockRegistry,
  locale,
  logger = console,
  mode = 'production',
}: PageRendererProps) {
  const blocks = useMemo(() => prepareBlocks(page, registry, logger), [page, registry, logger]);
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
          {blocks.map((block) => renderBlock(block, mode, logger))}
        </div>
      </PageFilterContext.Provider>
    </PageBlocksContext.Provider>
  );
  return pageLocale ? <LocaleProvider locale={pageLocale}>{content}</LocaleProvider> : content;
}
