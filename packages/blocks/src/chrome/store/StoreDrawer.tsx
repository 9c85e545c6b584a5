import { Button, Dialog, type Locale } from '@healthsite/ui';
import { useState } from 'react';
import { useChromeCopy } from '../copy';
import { RetailerLogo, retailers as defaultRetailers, type Retailer } from './retailers';
import './StoreDrawer.css';

export interface StoreDrawerProps {
  /** Opens the pharmacy finder (the drawer closes first). */
  onOpenFinder?: () => void;
  retailers?: readonly Retailer[];
  defaultOpen?: boolean;
  locale?: Locale;
}

/** A side drawer with the logos of pharmacies and online shops, and a button to the pharmacy finder. */
export function StoreDrawer({
  onOpenFinder,
  retailers = defaultRetailers,
  defaultOpen = false,
  locale,
}: StoreDrawerProps) {
  const copy = useChromeCopy(locale);
  const [open, setOpen] = useState(defaultOpen);
  const groups: [string, readonly Retailer[]][] = [
    [copy.storePharmacies, retailers.filter((r) => r.kind === 'pharmacy')],
    [copy.storeOnline, retailers.filter((r) => r.kind === 'online')],
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="hs-store-drawer__trigger">
          {copy.storeOpen}
        </button>
      }
      title={copy.storeTitle}
      locale={locale}
      className="hs-store-drawer"
      footer={
        onOpenFinder && (
          <Button
            variant="contained"
            locale={locale}
            onClick={() => {
              setOpen(false);
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
