import { defineCopy, useCopy } from '@healthsite/ui';

export interface DownloadsCopy {
  download: string;
}

export const downloadsCopy = defineCopy<DownloadsCopy>('blocks.downloads', {
  'de-DE': { download: 'Herunterladen' },
  en: { download: 'Download' },
});

export function useDownloadsCopy() {
  return useCopy(downloadsCopy);
}
