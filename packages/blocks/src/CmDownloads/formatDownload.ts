import { numberFormat } from '../shared/intl';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const sizes = new Map<string, string>();

/**
 * A size in bytes in a human format (decimal units, as file managers show them): `1,2 MB`, `840 kB`.
 * Each size once per locale: a downloads page formats a dozen on every server render, and Intl's
 * unit formatting was 2 % of its time there (far more than a micro-benchmark of it suggests).
 */
export function formatFileSize(bytes: number, locale: string): string {
  const key = `${locale} ${bytes}`;
  let formatted = sizes.get(key);
  if (formatted === undefined) {
    if (sizes.size >= 1000) sizes.clear();
    sizes.set(key, (formatted = fileSize(bytes, locale)));
  }
  return formatted;
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
