import { defineCopy, useCopy } from '@healthsite/ui';

export interface TabsCopy {
  listLabel: string;
}

export const tabsCopy = defineCopy<TabsCopy>('blocks.tabs', {
  'de-DE': { listLabel: 'Themen' },
  en: { listLabel: 'Topics' },
});

export function useTabsCopy() {
  return useCopy(tabsCopy);
}
