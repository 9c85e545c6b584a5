import type { Locale } from '@healthsite/ui';
import { useLocale } from '@healthsite/ui';

/** Strings the blocks render themselves (content comes from the CMS, these do not). */
export interface BlocksCopy {
  /** Accessible name of the in-page navigation. */
  pageNavLabel: string;
  /** Development-only placeholder for a block type the registry does not know. */
  unknownBlock: (uiComponent: string) => string;
}

export const blocksCopy: Record<Locale, BlocksCopy> = {
  'de-DE': {
    pageNavLabel: 'Auf dieser Seite',
    unknownBlock: (type) => `Unbekannter Blocktyp: ${type}`,
  },
  en: {
    pageNavLabel: 'On this page',
    unknownBlock: (type) => `Unknown block type: ${type}`,
  },
};

export function useBlocksCopy(): BlocksCopy {
  return blocksCopy[useLocale()] ?? blocksCopy['de-DE'];
}
