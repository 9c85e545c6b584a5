// The pure parts of the legal-texts modal (name compulsoryTexts): the items' shape, what the URL
// asks for, and how the modal's state follows the URL. The items themselves are prepared on the
// server (`prepareLegalTexts`, which sanitises them).
import type { SanitizedHtml } from '@healthsite/ui';

/** One legal text: a product's pflichttext entry that has an endverbrauchertext. */
export interface LegalTextItem {
  /** The product's asset id (`?pt=` selects it); several items can share one. */
  assetId: string;
  productName: string;
  title: string;
  /** The endverbrauchertext, sanitised where the content arrives (`prepareLegalTexts`). */
  html: SanitizedHtml;
}

/** A product with at least one legal text: one chip each. */
export interface LegalProduct {
  assetId: string;
  name: string;
}

/**
 * Legal texts that load when they are first wanted (the modal's first opening, or the pointer
 * reaching its button), so a page carries only the products: the texts are a good part of a page's
 * data, and few visitors open them.
 */
export interface LegalTextsSource {
  /** The products with legal texts, in the order of the site definition (`legalProducts(items)`). */
  products: readonly LegalProduct[];
  /**
   * The texts, prepared (sanitised) where the content arrives (`prepareLegalTexts`). A rejection
   * closes the modal; the next opening calls it again.
   */
  load: () => Promise<readonly LegalTextItem[]>;
}

/** The legal texts as they are, or a source that loads them on first use. */
export type LegalTexts = readonly LegalTextItem[] | LegalTextsSource;

// `Array.isArray` narrows a union to `any[]`, not to a readonly list.
const isItemList = (texts: LegalTexts): texts is readonly LegalTextItem[] => Array.isArray(texts);

/** The texts as a source: a list as it is becomes a source that has them already. */
export function legalTextsSource(texts: LegalTexts): LegalTextsSource {
  if (!isItemList(texts)) return texts;
  return { products: legalProducts(texts), load: () => Promise.resolve(texts) };
}

export const LEGAL_HASH = 'pflichttexte';
export const LEGAL_PARAM = 'pt';

/** The products that have items, in the order of the site definition. */
export function legalProducts(items: readonly LegalTextItem[]): LegalProduct[] {
  const seen = new Map<string, LegalProduct>();
  for (const item of items) {
    if (!seen.has(item.assetId)) seen.set(item.assetId, { assetId: item.assetId, name: item.productName });
  }
  return [...seen.values()];
}

/** With nothing selected every item shows, otherwise only the selected products' items. */
export function visibleLegalItems(
  items: readonly LegalTextItem[],
  selected: readonly string[],
): LegalTextItem[] {
  return selected.length === 0 ? [...items] : items.filter((item) => selected.includes(item.assetId));
}

/** What a URL asks of the modal. */
export interface LegalUrl {
  /** The hash contains `#pflichttexte`. */
  hashOpen: boolean;
  /** The `pt` query parameter, or null. */
  pt: string | null;
}

export function parseLegalUrl(search: string, hash: string): LegalUrl {
  const pt = new URLSearchParams(search).get(LEGAL_PARAM)?.trim() || null;
  return { hashOpen: hash.toLowerCase().includes(`#${LEGAL_HASH}`), pt };
}

export interface LegalState {
  open: boolean;
  /** Selected product asset ids. */
  selected: string[];
  /** The URL this state last followed. */
  url: LegalUrl;
}

export const initialLegalState: LegalState = {
  open: false,
  selected: [],
  url: { hashOpen: false, pt: null },
};

/**
 * The state after the URL changed to `url`. A new `pt` opens the modal and selects that product
 * (when it is one); a navigation that removes `pt` clears the selection and closes it; the hash
 * `#pflichttexte` opens it and a change away from it closes it.
 */
export function followLegalUrl(state: LegalState, url: LegalUrl, assetIds: readonly string[]): LegalState {
  let { open, selected } = state;
  if (url.pt !== state.url.pt) {
    if (url.pt) {
      open = true;
      if (assetIds.includes(url.pt)) selected = [url.pt];
    } else {
      open = false;
      selected = [];
    }
  }
  if (url.hashOpen && !state.url.hashOpen) open = true;
  if (!url.hashOpen && state.url.hashOpen && !url.pt) open = false;
  // Nothing changed (the usual case: a page without `pt` or the hash): the same state, so React
  // renders nothing again (following the address after hydration re-rendered the whole chrome).
  if (
    open === state.open &&
    selected === state.selected &&
    url.pt === state.url.pt &&
    url.hashOpen === state.url.hashOpen
  )
    return state;
  return { open, selected, url };
}

/** Toggles a product chip. */
export function toggleLegalSelection(
  selected: readonly string[],
  assetId: string,
  pressed: boolean,
): string[] {
  const without = selected.filter((id) => id !== assetId);
  return pressed ? [...without, assetId] : without;
}

/** The address without `pt` and without the hash (what closing the modal leaves in the bar). */
export function cleanLegalHref(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LEGAL_PARAM);
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

/** The modal's height: the measured content plus 100 px, at most about two thirds of the screen. */
export function legalModalHeight(contentHeight: number, viewportHeight: number): number {
  return Math.min(Math.ceil(contentHeight) + 100, Math.floor((viewportHeight * 2) / 3));
}
