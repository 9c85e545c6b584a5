import { defineCopy, useCopy } from '@healthsite/ui';

export interface InfographicCopy {
  open: string;
  title: string;
}

export const infographicCopy = defineCopy<InfographicCopy>('blocks.infographic', {
  'de-DE': { open: 'Infografik ansehen', title: 'Infografik' },
  en: { open: 'View infographic', title: 'Infographic' },
});

export function useInfographicCopy() {
  return useCopy(infographicCopy);
}
