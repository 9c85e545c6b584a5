import { Button, Dialog, type Locale } from '@healthsite/ui';
import type { RefObject } from 'react';
import { useChromeDialogCopy } from '../dialogCopy';
import { RetailerLogo, retailers as defaultRetailers, type Retailer } from './retailers';

export interface StoreDrawerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the pharmacy finder (the drawer closes first). */
  onOpenFinder?: (() => void) | undefined;
  retailers?: readonly Retailer[] | undefined;
  /** The control that opened the drawer: focus returns there when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  locale?: Locale | undefined;
}

/** The store drawer itself: retailer logos by kind and a button to the pharmacy finder. */
export function StoreDrawerDialog({
  open,
  onOpenChange,
  onOpenFinder,
  retailers = defaultRetailers,
  returnFocusTo,
  locale,
}: StoreDrawerDialogProps) {
  const copy = useChromeDialogCopy(locale);
  const groups: [string, readonly Retailer[]][] = [
    [copy.storePharmacies, retailers.filter((r) => r.kind === 'pharmacy')],
    [copy.storeOnline, retailers.filter((r) => r.kind === 'online')],
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={copy.storeTitle}
      locale={locale}
      className="hs-store-drawer"
      footer={
        onOpenFinder && (
          <Button
            variant="contained"
            locale={locale}
            onClick={() => {
              onOpenChange(false);
              onOpenFinder();
            }}
          >
            {copy.storeFinder}
          </Button>
        )
      }
    >
      <p className="hs-store-drawer__intro">{copy.storeIntro}</p>
      {groups.map(([title, list]) =>
        list.length === 0 ? null : (
          <section key={title} className="hs-store-drawer__group">
            <h3 className="hs-store-drawer__heading">{title}</h3>
            <ul className="hs-store-drawer__logos">
              {list.map((retailer) => (
                <li key={retailer.id} className="hs-store-drawer__logo">
                  <RetailerLogo retailer={retailer} />
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </Dialog>
  );
}
