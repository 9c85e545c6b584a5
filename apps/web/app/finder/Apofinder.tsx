// SiteLayout's finder slot: nothing until the finder first opens, then the lazily loaded modal
// (apofinder-modal.tsx, with @healthsite/finder/react and, later still, its map).
//
// Ways in: the header CTA, `#apofinder` links and the store drawer (SiteLayout opens the slot);
// a URL with `?apofinder=local|online…` (a shared search: opened here, the search runs on mount).
// A finder link inside a block with `data-preselect-product` (TmApo, product hero, product cards)
// comes with a new `launch` from SiteLayout: the finder starts over with that product preselected.
// The other ways in keep the last search.
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOpenedOnce, type FinderSlotProps } from '@healthsite/blocks/chrome';
import type { SiteDefinition } from '@healthsite/content-client';
import type { ApofinderModalProps } from '../apofinder-modal';
import { asksForFinder } from './launcher';

const ApofinderModal = lazy(() => import('../apofinder-modal'));

export type ApofinderProps = FinderSlotProps &
  Omit<ApofinderModalProps, 'open' | 'onOpenChange' | 'preselectProductName' | 'returnFocusTo'>;

export function Apofinder({ open, onOpenChange, launch, returnFocusTo, ...modal }: ApofinderProps) {
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
        returnFocusTo={returnFocusTo}
      />
    </Suspense>
  );
}

/** What a route's loader hands on for the finder: the service and the map style (config). */
export interface FinderConfig {
  endpoint: string;
  mapStyleUrl: string | undefined;
}

/**
 * SiteLayout's `renderFinder` for a route: the finder in the page's locale and theme, its sentences
 * with the brand's registered name.
 */
export function apofinderSlot(options: {
  locale: ApofinderModalProps['locale'];
  brand: Pick<SiteDefinition['brand'], 'name' | 'registeredName'>;
  finder: FinderConfig;
  theme: string | undefined;
}): (slot: FinderSlotProps) => ReactNode {
  const { locale, brand, finder, theme } = options;
  return function renderFinder(slot) {
    return (
      <Apofinder
        {...slot}
        locale={locale}
        brand={brand.registeredName ?? brand.name}
        endpoint={finder.endpoint}
        mapStyleUrl={finder.mapStyleUrl}
        theme={theme}
        homeHref={locale === 'en' ? '/en' : '/'}
      />
    );
  };
}
