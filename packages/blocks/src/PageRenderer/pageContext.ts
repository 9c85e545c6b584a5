import { createContext, useContext } from 'react';
import type { PreparedBlock } from '../prepareBlocks';

/** The rendered page's validated blocks, for blocks that look at their page (page navigation). */
export const PageBlocksContext = createContext<readonly PreparedBlock[]>([]);

export function usePageBlocks(): readonly PreparedBlock[] {
  return useContext(PageBlocksContext);
}
