// SiteLayout's finder slot: nothing until the finder first opens, then the lazily loaded modal
// (apofinder-modal.tsx, with @healthsite/finder/react and, later still, its map).
//
// Ways in: the header CTA, `#apofinder` links and the store drawer (SiteLayout opens the slot);
// a URL with `?apofinder=local|online…` (a shared search: opened here, the search runs on mount);
// and a finder link inside a block with `data-preselect-product` (TmApo, product hero, product
// cards): the finder starts over with that product preselected.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { FinderSlotProps } from '@healthsite/blocks';
import type { ApofinderModalProps } from '../apofinder-modal';
import { asksForFinder, preselectOfFinderClick } from './launcher';

const ApofinderModal = lazy(() => import('../apofinder-modal'));

export type ApofinderProps = FinderSlotProps &
  Omit<ApofinderModalProps, 'open' | 'onOpenChange' | 'preselectProductName'>;

interface Launch {
  /** A new key mounts a fresh finder (a new search), keeping nothing of the last one. */
  key: number;
  product: string | null;
}

export function Apofinder({ open, onOpenChange, ...modal }: ApofinderProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const [launch, setLaunch] = useState<Launch>({ key: 0, product: null });
  const location = useLocation();

  // Window capture runs before SiteLayout's click handling (React listens on its root, the
  // document), so the new finder with the product is in place when the slot opens. (SiteLayout
  // opens the slot for the same clicks: a plain left click on a same-page `#apofinder` link.)
  // Links without a product keep the last search.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0) return;
      const product = preselectOfFinderClick(event.target, window.location);
      if (product) setLaunch((last) => ({ key: last.key + 1, product }));
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  // A shared finder URL opens the modal on arrival and after a client navigation to such a URL.
  // (The modal's own history.replaceState calls do not change the router's location key.)
  useEffect(() => {
    if (asksForFinder(window.location.search)) onOpenChange(true);
  }, [location.key, onOpenChange]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ApofinderModal
        key={launch.key}
        {...modal}
        open={open}
        onOpenChange={onOpenChange}
        preselectProductName={launch.product}
      />
    </Suspense>
  );
}
