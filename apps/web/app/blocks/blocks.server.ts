// Server side of the code-split blocks: validate a page's blocks once, here (zod stays on the
// server), load the code of the block types it shows so that rendering never suspends, and list
// the client chunks to preload. The browser gets plain, already-validated block data.
import type { Page } from '@healthsite/content-client';
import { defaultBlockRegistry, prepareBlocks, type BlockLogger } from '@healthsite/blocks';
import {
  blockTypesOf,
  defaultBlockLoaders,
  preloadBlocks,
  toPageBlocks,
  type RenderableBlock,
} from '@healthsite/blocks/render';
import blockChunkTable from 'virtual:block-chunks';
import blockStyleTable from 'virtual:block-styles';
import { log } from '../log.server';
import { withBrowserImages } from '../images.server';

export interface PageBlocksView {
  blocks: RenderableBlock[];
  /** The block types shown (each once): the client preloads their chunks before hydrating. */
  types: string[];
  /** Client chunk URLs of those block types, for <link rel="modulepreload">. */
  chunks: string[];
  /**
   * The stylesheets of those block types (the base is every page's, see root.tsx): written into the
   * document's head, and loaded before a client navigation shows the page.
   */
  styles: string[];
  /**
   * Blocks the content lists but the page does not render (invalid, unknown type, bad type name, no
   * loader): also sent as `X-Dropped-Blocks`.
   */
  dropped: number;
}

const blockLog = log.child({ component: 'blocks' });
const quietDebug: BlockLogger = { warn: (message) => blockLog.warn(message) };

// The content client hands out the same page object until the content changes: validating and
// sanitising a page's blocks (DOMPurify on jsdom, the bulk of a render) is done once per page and
// content version, and a dropped block is logged once, not on every request.
const prepared = new WeakMap<object, Promise<PageBlocksView>>();

/** The blocks of a page from the content client, prepared once per page object. */
export function preparePageBlocks(page: Pick<Page, 'id' | 'content'>): Promise<PageBlocksView> {
  let view = prepared.get(page);
  if (!view) {
    view = computePageBlocks(page);
    prepared.set(page, view);
    view.catch(() => prepared.delete(page));
  }
  return view;
}

/** Validates, sanitises and preloads a page's blocks (`preparePageBlocks` remembers the result). */
async function computePageBlocks(page: Pick<Page, 'id' | 'content'>): Promise<PageBlocksView> {
  const blocks = toPageBlocks(prepareBlocks(page, defaultBlockRegistry, quietDebug)).flatMap(
    (block): RenderableBlock[] => {
      if (block.kind !== 'block') return [block];
      // A registered type without a loader could not render in the browser: drop it here.
      if (!Object.hasOwn(defaultBlockLoaders, block.uiComponent)) {
        quietDebug.warn(
          `[blocks] dropped block "${block.key}" (${block.uiComponent}) on page "${page.id}": no loader for this block type`,
        );
        return [];
      }
      // Images load from the site's origin; one from a host that is no image origin is invalid.
      const { value, rejected } = withBrowserImages(block);
      if (rejected.length > 0) {
        quietDebug.warn(
          `[blocks] dropped block "${block.key}" (${block.uiComponent}) on page "${page.id}": ${rejected.join(', ')} is an image from a host that is not an image origin (IMAGE_ORIGINS)`,
        );
        return [];
      }
      return [value];
    },
  );
  const types = blockTypesOf(blocks);
  await preloadBlocks(types);
  const chunks = [...new Set(types.flatMap((type) => blockChunkTable[type] ?? []))];
  const styles = types.flatMap((type) => blockStyleTable[type] ?? []);
  // Whatever the content lists and does not render was dropped, whatever the reason and wording.
  const listed = Array.isArray(page.content) ? page.content.length : 0;
  const dropped = listed - blocks.filter((block) => block.kind === 'block').length;
  return { blocks, types, chunks, styles, dropped };
}
