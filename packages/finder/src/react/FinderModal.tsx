import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { brandName } from '../catalogue';
import { finderCopy, type Locale } from '../copy';
import type { RandomSource } from '../online-pharmacies';
import type { FinderState } from '../state';
import { FinderPanel, type FinderPanelProps } from './FinderPanel';
import { FinderProvider } from './FinderProvider';
import type { LocalSearchService } from './types';
import './finder.css';

export interface FinderModalProps extends FinderPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localSearch: LocalSearchService;
  locale?: Locale | undefined;
  /** The brand's registered name, for `[brand]` in the copy and the logo. */
  brand?: string | undefined;
  /** Preselects this product (upper-cased match) and its first variant. */
  preselectProductName?: string | null | undefined;
  /** E.g. `finderStateFromSearchParams(url.searchParams)`; its due search runs on mount. */
  initialState?: FinderState | null | undefined;
  /** Every state change, e.g. `history.replaceState` with `finderStateToSearchParams(state)`. */
  onStateChange?: ((state: FinderState) => void) | undefined;
  random?: RandomSource | undefined;
  /** A theme name for `data-theme` (the dialog renders in a portal, outside the page root). */
  theme?: string | undefined;
  /** The logo in the header (links to `homeHref`); default: the brand name as a wordmark. */
  logo?: ReactNode;
  /**
   * Where focus goes when the modal closes, e.g. the link that opened it (the modal has no trigger
   * of its own). Empty, or no longer on the page: the element focused before it opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
  homeHref?: string | undefined;
}

/**
 * The pharmacy finder modal ('apofinder'), controlled by `open` / `onOpenChange`. Its state lives
 * as long as the component stays mounted, so closing and reopening keeps the last search; mount
 * it with a new `key` to start over.
 */
export function FinderModal({
  open,
  onOpenChange,
  localSearch,
  locale = 'de-DE',
  brand = brandName,
  preselectProductName,
  initialState,
  onStateChange,
  random,
  theme,
  logo,
  homeHref = '/',
  returnFocusTo,
  ...panel
}: FinderModalProps) {
  const copy = finderCopy[locale] ?? finderCopy['de-DE'];
  return (
    <FinderProvider
      localSearch={localSearch}
      locale={locale}
      brand={brand}
      preselectProductName={preselectProductName}
      initialState={initialState}
      onStateChange={onStateChange}
      random={random}
    >
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="hs-finder-modal__overlay" />
          <Dialog.Content
            className="hs-finder-modal"
            lang={locale}
            data-theme={theme}
            aria-describedby={undefined}
            data-testid="finder-modal"
            onCloseAutoFocus={(event) => {
              const opener = returnFocusTo?.current;
              if (!opener?.isConnected) return;
              event.preventDefault();
              opener.focus();
            }}
            onOpenAutoFocus={(event) => {
              // Start at the search (the chosen target), not on the logo link that leaves the page.
              const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
                '.hs-finder__toggle input:checked',
              );
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            <header className="hs-finder-modal__header">
              <a href={homeHref} className="hs-finder-modal__logo">
                {logo ?? <span className="hs-finder-modal__wordmark">{brand}</span>}
                <span className="hs-visually-hidden"> – {copy.homeLinkLabel}</span>
              </a>
              <Dialog.Close className="hs-finder-modal__close" aria-label={copy.close}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Dialog.Close>
            </header>
            <div className="hs-finder-modal__body">
              <Dialog.Title className="hs-finder-modal__title">{copy.headline}</Dialog.Title>
              <FinderPanel {...panel} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </FinderProvider>
  );
}
