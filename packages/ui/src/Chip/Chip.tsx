import { Fragment, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { chipRowBreakIndex } from './chipRows';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onChange'> {
  /** On or off; flips on click (exposed as aria-pressed). */
  pressed: boolean;
  onPressedChange?: (pressed: boolean) => void;
  children: ReactNode;
}

/** A toggle chip: a button with aria-pressed. */
export function Chip({ pressed, onPressedChange, className, children, onClick, ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type="button"
      className={cx('hs-chip', className)}
      aria-pressed={pressed}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onPressedChange?.(!pressed);
      }}
    >
      {pressed && <Icon name="check" size="sm" />}
      <span>{children}</span>
    </button>
  );
}

export interface ChipGroupItem {
  value: string;
  label: string;
  pressed: boolean;
}

export interface ChipGroupProps {
  /** Accessible name of the group. */
  label: string;
  items: readonly ChipGroupItem[];
  onToggle: (value: string, pressed: boolean) => void;
  /** Split into two rows at half of the cumulative label length. */
  twoRows?: boolean;
  className?: string;
}

/** A labelled group of toggle chips, optionally balanced over two rows. */
export function ChipGroup({ label, items, onToggle, twoRows = false, className }: ChipGroupProps) {
  const breakAt = twoRows ? chipRowBreakIndex(items.map((item) => item.label)) : -1;
  return (
    <div role="group" aria-label={label} className={cx('hs-chip-group', className)}>
      {items.map((item, index) => (
        <Fragment key={item.value}>
          {index === breakAt && <span className="hs-chip-group__break" aria-hidden="true" />}
          <Chip pressed={item.pressed} onPressedChange={(pressed) => onToggle(item.value, pressed)}>
            {item.label}
          </Chip>
        </Fragment>
      ))}
    </div>
  );
}
