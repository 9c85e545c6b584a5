import { formattedOnce, numberFormat } from '../shared/intl';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size in bytes in a human format (decimal units, as file managers show them): `1,2 MB`, `840 kB`.
 * Each size once per locale (`formattedOnce`): a downloads page shows a dozen on every render.
 */
export function formatFileSize(bytes: number, locale: string): string {
  return formattedOnce(`size ${locale} ${bytes}`, () => fileSize(bytes, locale));
}

function fileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** The file type to show: the given one, else the extension of the link's path (`/a/b.pdf?x` → `PDF`). */
export function fileTypeOf(href: string, fileType?: string): string | undefined {
  if (fileType?.trim()) return fileType.trim().replace(/^\./, '').toUpperCase();
  const path = href.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(path);
  return match ? match[1]!.toUpperCase() : undefined;
}
