import { useLocale, type Locale } from '@healthsite/ui';

export const downloadsCopy: Record<Locale, { download: string }> = {
  'de-DE': { download: 'Herunterladen' },
  en: { download: 'Download' },
};

export function useDownloadsCopy() {
  return downloadsCopy[useLocale()];
}
