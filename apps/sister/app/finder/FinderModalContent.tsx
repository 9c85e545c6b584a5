// The pharmacy finder with NORALIS's catalogue; the local search goes through /api/finder.
import '@healthsite/finder/styles.css';
import { findProductByLine } from '@healthsite/finder';
import { FinderModal, createHttpLocalSearchService } from '@healthsite/finder/react';
import { catalogue } from '../brand/brand';
import { Logo } from '../brand/Logo';

export interface FinderModalContentProps {
  locale: string;
  theme: string | undefined;
  homeHref: string;
}

const localSearch = createHttpLocalSearchService('/api/finder');

export default function FinderModalContent({
  open,
  onOpenChange,
  preselectProductName,
  ...props
}: FinderModalContentProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preselectProductName: string | null;
}) {
  return (
    <FinderModal
      {...props}
      open={open}
      onOpenChange={onOpenChange}
      catalogue={catalogue}
      localSearch={localSearch}
      // Content names a product by its line (`AQUA`) or in full (`NORALIS AQUA`).
      preselectProductName={findProductByLine(catalogue, preselectProductName)?.name ?? null}
      logo={<Logo />}
    />
  );
}
