// SiteLayout's finder slot: nothing until the finder first opens, then the lazily loaded modal
// (apofinder-modal.tsx, with @healthsite/finder/react and, later still, its map).
//
// Ways in: the header CTA, `#apofinder` links and the store drawer (SiteLayout opens the slot);
// a URL with `?apofinder=local|online…` (a shared search: opened here, the search runs on mount).
// A finder link inside a block with `data-preselect-product` (TmApo, product hero, product cards)
// comes with a new `launch` from SiteLayout: the finder starts over with that product preselected.
// The other ways in keep the last search.
import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useOpenedOnce, type FinderSlotProps } from '@healthsite/blocks/chrome';
import type { ApofinderModalProps } from '../apofinder-modal';
import { asksForFinder } from './launcher';

const ApofinderModal = lazy(() => import('../apofinder-modal'));

export type ApofinderProps = FinderSlotProps &
  Omit<ApofinderModalProps, 'open' | 'onOpenChange' | 'preselectProductName'>;

export function Apofinder({ open, onOpenChange, launch, ...modal }: ApofinderProps) {
  const opened = useOpenedOnce(open);
  const location = useLocation();

  // A shared finder URL opens the modal on arrival and after a client navigation to such a URL.
  // (The modal's own history.replaceState calls do not change the router's location key.)
  useEffect(() => {
    if (asksForFinder(window.location.search)) onOpenChange(true);
  }, [location.key, onOpenChange]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      {/* A new launch key mounts a fresh finder (a new search), keeping nothing of the last one. */}
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
