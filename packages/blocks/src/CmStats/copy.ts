import { defineCopy, useCopy } from '@healthsite/ui';

export interface StatsCopy {
  sources: string;
  sourceRef: (n: number) => string;
}

export const statsCopy = defineCopy<StatsCopy>('blocks.stats', {
  'de-DE': { sources: 'Quellen', sourceRef: (n) => `Quelle ${n}` },
  en: { sources: 'Sources', sourceRef: (n) => `Source ${n}` },
});

export function useStatsCopy(): StatsCopy {
  return useCopy(statsCopy);
}
