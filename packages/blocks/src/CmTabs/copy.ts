import { useLocale, type Locale } from '@healthsite/ui';

export const tabsCopy: Record<Locale, { listLabel: string }> = {
  'de-DE': { listLabel: 'Themen' },
  en: { listLabel: 'Topics' },
};

export function useTabsCopy() {
  return tabsCopy[useLocale()];
}
