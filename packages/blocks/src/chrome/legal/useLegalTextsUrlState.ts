import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cleanLegalHref,
  followLegalUrl,
  initialLegalState,
  parseLegalUrl,
  toggleLegalSelection,
  type LegalState,
} from './legalTexts';

export interface LegalTextsUrlStateOptions {
  /** Asset ids of the products that have legal texts. */
  assetIds: readonly string[];
  /** The modal can show (its data is there). The URL asking for it earlier is logged as a warning. */
  ready: boolean;
  /**
   * Changes whenever the router navigates (e.g. `location.key`), so client-side navigations that
   * fire no `popstate` are followed too. `hashchange` and `popstate` are always followed.
   */
  locationKey?: string | undefined;
}

export interface LegalTextsUrlState {
  open: boolean;
  selected: string[];
  /** Opens the modal (e.g. the floating button); the URL is left as it is. */
  openModal: () => void;
  /** Closes it and removes `pt` and the hash from the address (no navigation, no reload). */
  close: () => void;
  toggle: (assetId: string, pressed: boolean) => void;
  /** `Alle`: clears every selection. */
  clear: () => void;
}

/** The legal-texts modal's state, following the address (`#pflichttexte`, `?pt=<assetId>`). */
export function useLegalTextsUrlState({
  assetIds,
  ready,
  locationKey,
}: LegalTextsUrlStateOptions): LegalTextsUrlState {
  const [state, setState] = useState<LegalState>(initialLegalState);
  const assetIdsRef = useRef(assetIds);
  assetIdsRef.current = assetIds;
  const readyRef = useRef(ready);
  readyRef.current = ready;

  const follow = useCallback(() => {
    const url = parseLegalUrl(window.location.search, window.location.hash);
    setState((prev) => {
      const next = followLegalUrl(prev, url, assetIdsRef.current);
      if (next.open && !prev.open && !readyRef.current) {
        console.warn('Legal texts modal (compulsoryTexts) is not ready yet; the address asked to open it.');
      }
      return next;
    });
  }, []);

  useEffect(() => {
    follow();
  }, [follow, locationKey]);

  useEffect(() => {
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [follow]);

  const close = useCallback(() => {
    const clean = cleanLegalHref(window.location.href);
    if (clean !== window.location.pathname + window.location.search + window.location.hash) {
      // Keep the router's history entry state; replace only the address.
      window.history.replaceState(window.history.state, '', clean);
    }
    setState((prev) => ({ ...prev, open: false, url: { hashOpen: false, pt: null } }));
  }, []);

  return {
    open: state.open,
    selected: state.selected,
    openModal: useCallback(() => setState((prev) => ({ ...prev, open: true })), []),
    close,
    toggle: useCallback(
      (assetId: string, pressed: boolean) =>
        setState((prev) => ({ ...prev, selected: toggleLegalSelection(prev.selected, assetId, pressed) })),
      [],
    ),
    clear: useCallback(() => setState((prev) => ({ ...prev, selected: [] })), []),
  };
}
