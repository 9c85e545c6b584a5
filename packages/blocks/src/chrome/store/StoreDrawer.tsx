import type { Locale } from '@healthsite/ui';
import { useRef, useState } from 'react';
import { useChromeCopy } from '../copy';
import { lazyComponent } from '../lazy/lazyComponent';
import type { Retailer } from './retailers';

export interface StoreDrawerProps {
  /** Opens the pharmacy finder (the drawer closes first). */
  onOpenFinder?: (() => void) | undefined;
  /** Default: the 18 retailers of `retailers`. */
  retailers?: readonly Retailer[];
  defaultOpen?: boolean;
  locale?: Locale;
}

// The drawer (its logos and Radix's dialog) loads with the first opening, or when the pointer or
// focus reaches the button; the footer only carries the button.
const storeDrawerDialog = lazyComponent(() =>
  import('./StoreDrawerDialog').then((module) => module.StoreDrawerDialog),
);

/** The footer's "Erhältlich bei" button and the side drawer it opens: retailer logos and a button to the pharmacy finder. */
export function StoreDrawer({ onOpenFinder, retailers, defaultOpen = false, locale }: StoreDrawerProps) {
  const copy = useChromeCopy(locale);
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="hs-store-drawer__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={storeDrawerDialog.preload}
        onFocus={storeDrawerDialog.preload}
      >
        {copy.storeOpen}
      </button>
      <storeDrawerDialog.OnFirstOpen
        open={open}
        onOpenChange={setOpen}
        onLoadError={() => setOpen(false)}
        onOpenFinder={onOpenFinder}
        retailers={retailers}
        returnFocusTo={trigger}
        locale={locale}
      />
    </>
  );
}
