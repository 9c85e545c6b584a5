import { createContext, useContext } from 'react';
import type { RenderableBlock } from './pageBlocks';

/** The rendered page's validated blocks, for blocks that look at their page (page navigation). */
export const PageBlocksContext = createContext<readonly RenderableBlock[]>([]);

export function usePageBlocks(): readonly RenderableBlock[] {
  return useContext(PageBlocksContext);
}
