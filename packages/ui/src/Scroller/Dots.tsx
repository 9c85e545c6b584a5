import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';

export interface DotsProps {
  count: number;
  current: number;
  onSelect?: (index: number) => void;
  /** Accessible name of the group, e.g. "Produkte". */
  label: string;
  locale?: Locale;
  className?: string;
}

/** Position dots: one button per item, the current one marked with aria-current. */
export function Dots({ count, current, onSelect, label, locale, className }: DotsProps) {
  const copy = useUiCopy(locale);
  return (
    <div role="group" aria-label={label} className={cx('hs-dots', className)}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="hs-dots__dot"
          aria-label={copy.goToItem(i + 1, count)}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect?.(i)}
        />
      ))}
    </div>
  );
}
