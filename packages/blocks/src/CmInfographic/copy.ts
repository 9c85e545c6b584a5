import { useLocale, type Locale } from '@healthsite/ui';

export const infographicCopy: Record<Locale, { open: string; title: string }> = {
  'de-DE': { open: 'Infografik ansehen', title: 'Infografik' },
  en: { open: 'View infographic', title: 'Infographic' },
};

export function useInfographicCopy() {
  return infographicCopy[useLocale()];
}
