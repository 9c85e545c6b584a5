import { useLocale, type Locale } from '@healthsite/ui';

export interface StatsCopy {
  sources: string;
  sourceRef: (n: number) => string;
}

export const statsCopy: Record<Locale, StatsCopy> = {
  'de-DE': { sources: 'Quellen', sourceRef: (n) => `Quelle ${n}` },
  en: { sources: 'Sources', sourceRef: (n) => `Source ${n}` },
};

export function useStatsCopy(): StatsCopy {
  return statsCopy[useLocale()];
}
