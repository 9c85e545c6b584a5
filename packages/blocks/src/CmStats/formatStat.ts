import type { Stat } from './schema';
import { numberFormat } from '../shared/intl';

const longUnits = new Set(['hour', 'day', 'month', 'year']);

/** A stat's figure in the locale's format: `60 %` (de-DE) / `60%` (en), `6 Monate` / `6 months`. */
export function formatStatValue(
  stat: Pick<Stat, 'value' | 'unit' | 'maximumFractionDigits'>,
  locale: string,
): string {
  if (stat.value === undefined || !Number.isFinite(stat.value)) return '';
  const options: Intl.NumberFormatOptions = { maximumFractionDigits: stat.maximumFractionDigits ?? 1 };
  if (stat.unit) {
    options.style = 'unit';
    options.unit = stat.unit;
    options.unitDisplay = longUnits.has(stat.unit) ? 'long' : 'short';
  }
  return numberFormat(locale, options).format(stat.value);
}

const figures = new WeakMap<object, { locale: string; figure: string }>();

/**
 * `formatStatValue`, once per stat object and locale: a page's stats are the same objects on every
 * render of it, and Intl's unit formatting took ~20 µs of a product page's server render.
 */
export function statFigure(
  stat: Pick<Stat, 'value' | 'unit' | 'maximumFractionDigits'>,
  locale: string,
): string {
  let made = figures.get(stat);
  if (made?.locale !== locale) figures.set(stat, (made = { locale, figure: formatStatValue(stat, locale) }));
  return made.figure;
}
