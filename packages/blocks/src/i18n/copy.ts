import { defineCopy, useCopy } from '@healthsite/ui';

/** Strings the blocks render themselves (content comes from the CMS, these do not). */
export interface BlocksCopy {
  /** Accessible name of the in-page navigation. */
  pageNavLabel: string;
  /** Development-only placeholder for a block type the registry does not know. */
  unknownBlock: (uiComponent: string) => string;
  /** Accessible name of a filter chip group without a headline. */
  filterLabel: string;
  /** Announced after filtering a list. */
  filterResults: (count: number) => string;
}

const dePlural = new Intl.PluralRules('de-DE');
const enPlural = new Intl.PluralRules('en');

export const blocksCopy = defineCopy<BlocksCopy>('blocks', {
  'de-DE': {
    pageNavLabel: 'Auf dieser Seite',
    unknownBlock: (type) => `Unbekannter Blocktyp: ${type}`,
    filterLabel: 'Filtern nach',
    filterResults: (count) => (dePlural.select(count) === 'one' ? `${count} Eintrag` : `${count} Einträge`),
  },
  en: {
    pageNavLabel: 'On this page',
    unknownBlock: (type) => `Unknown block type: ${type}`,
    filterLabel: 'Filter by',
    filterResults: (count) => (enPlural.select(count) === 'one' ? `${count} item` : `${count} items`),
  },
});

export function useBlocksCopy(): BlocksCopy {
  return useCopy(blocksCopy);
}
