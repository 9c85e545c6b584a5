// SiteLayout's finder slot: nothing until the finder first opens, then the modal, loaded on
// demand (with @healthsite/finder/react and, later still, its map).
import { Suspense, lazy } from 'react';
import { useOpenedOnce, type FinderSlotProps } from '@healthsite/blocks/chrome';
import type { FinderModalContentProps } from './FinderModalContent';

const FinderModalContent = lazy(() => import('./FinderModalContent'));

export function Finder({ open, onOpenChange, launch, ...rest }: FinderSlotProps & FinderModalContentProps) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      {/* A new launch key (a block's product link) starts a fresh finder with that product. */}
      <FinderModalContent
        key={launch.key}
        {...rest}
        open={open}
        onOpenChange={onOpenChange}
        preselectProductName={launch.product}
      />
    </Suspense>
  );
}
