import type { Page } from '@healthsite/content-client';
import type { Locale } from '@healthsite/ui';
import { useMemo } from 'react';
import type { BlockRegistry } from '../blockModule';
import { defaultBlockRegistry } from '../defaultBlockRegistry';
import { prepareBlocks, type BlockLogger } from '../prepareBlocks';
import { PageView, type RenderMode } from './PageView';

export type { RenderMode } from './PageView';

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

/**
 * Validates and renders a page's blocks in order, with the spacing rules between them and the
 * page's theme. Renders synchronously (every block of the registry is bundled with it): fits
 * `renderToString`, Storybook and previews. A code-split site validates on the server and renders
 * with `PreparedPageRenderer` from `@healthsite/blocks/render` instead.
 */
export function PageRenderer({
  page,
  registry = defaultBlockRegistry,
  locale,
  logger = console,
  mode = 'production',
}: PageRendererProps) {
  const blocks = useMemo(() => prepareBlocks(page, registry, logger), [page, registry, logger]);
  return <PageView page={page} blocks={blocks} locale={locale} logger={logger} mode={mode} />;
}
