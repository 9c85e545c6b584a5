import type { Stat } from './schema';
import { formattedOnce, numberFormat } from '../shared/intl';

const longUnits = new Set(['hour', 'day', 'month', 'year']);

/**
 * A stat's figure in the locale's format: `60 %` (de-DE) / `60%` (en), `6 Monate` / `6 months`.
 * Each figure once per locale (`formattedOnce`): a page shows the same stats on every render.
 */
export function formatStatValue(
  stat: Pick<Stat, 'value' | 'unit' | 'maximumFractionDigits'>,
  locale: string,
): string {
  const { value, unit, maximumFractionDigits = 1 } = stat;
  if (value === undefined || !Number.isFinite(value)) return '';
  return formattedOnce(`stat ${locale} ${value} ${unit ?? ''} ${maximumFractionDigits}`, () => {
    const options: Intl.NumberFormatOptions = { maximumFractionDigits };
    if (unit) {
      options.style = 'unit';
      options.unit = unit;
      options.unitDisplay = longUnits.has(unit) ? 'long' : 'short';
    }
    return numberFormat(locale, options).format(value);
  });
}
