import { createContext, useContext } from 'react';

/** Filters that one block (NmFilter) sets for another (its `target`), by target block id. */
export interface PageFilterState {
  values: Readonly<Record<string, string>>;
  setFilter: (targetBlockId: string, value: string) => void;
}

export const PageFilterContext = createContext<PageFilterState>({ values: {}, setFilter: () => {} });

/** The filter value another block set for this block ('' = show everything). */
export function usePageFilter(blockId: string): string {
  return useContext(PageFilterContext).values[blockId] ?? '';
}

export function useSetPageFilter(): PageFilterState['setFilter'] {
  return useContext(PageFilterContext).setFilter;
}
