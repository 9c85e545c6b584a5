import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '@healthsite/content-client';
import { Icon, type Locale } from '@healthsite/ui';
import { useChromeCopy } from '../copy';
import { lazyComponent } from '../lazy/lazyComponent';
import type { SiteSearch } from './searchIndex';
import './SearchFlyout.css';

/**
 * Where the flyout gets its search from: the app fetches its search-index route and loads the
 * index with `@healthsite/blocks/search` (MiniSearch), both on the first opening; stories search
 * in memory. The flyout itself carries no search engine. Keep the service stable (e.g. `useMemo`):
 * a new service is a new search, loaded on the next opening.
 */
export interface SearchIndexService {
  /**
   * Called when the flyout first opens, and again on the next opening after it rejected (offline
   * for a moment); the flyout keeps what it resolved to while the service stays the same.
   */
  loadSearch: () => Promise<SiteSearch>;
}

export interface SearchFlyoutProps {
  service: SearchIndexService;
  /** `definition.search.quicklinks`, shown while the field is empty. */
  quicklinks?: readonly NavItem[];
  /** Delay after the last keystroke before searching. */
  debounceMs?: number;
  /** Maximum results shown. */
  limit?: number;
  defaultOpen?: boolean;
  defaultQuery?: string;
  /**
   * Path of the search page (GET, field `q`): the flyout's form submits there (Enter, or without
   * JavaScript), its results link to "show all results" there, and without JavaScript the flyout's
   * button is a link to it. Absent: none of these.
   */
  searchPage?: string | undefined;
  locale?: Locale;
}

// The panel (field, quicklinks, results) loads with the first opening, or when the pointer or
// focus reaches the button: every page carries the button only.
const searchPanel = lazyComponent(() => import('./SearchPanel').then((module) => module.SearchPanel));

/**
 * The search flyout: a button that opens a search field with quicklinks; results appear as the
 * visitor types (debounced). ArrowDown/ArrowUp move between the field and the links, Escape and a
 * click outside close it, Escape returning focus to the button. The panel's code and the index
 * load when the flyout first opens.
 */
export function SearchFlyout({
  service,
  quicklinks = [],
  debounceMs = 150,
  limit = 8,
  defaultOpen = false,
  defaultQuery = '',
  searchPage,
  locale,
}: SearchFlyoutProps) {
  const copy = useChromeCopy(locale);
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Only an open flyout takes Escape: when it is closed, Escape is the header's (its menu).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  // Until the panel's code has loaded (or when it failed to): an empty panel, so that
  // aria-controls points somewhere.
  const placeholder = <div id={panelId} className="hs-search-flyout__panel" hidden={!open} />;

  return (
    // Escape is handled for the focusable controls inside (event delegation).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className="hs-search-flyout" data-open={open || undefined} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="hs-search-flyout__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={searchPanel.preload}
        onFocus={searchPanel.preload}
      >
        <Icon name={open ? 'close' : 'search'} />
        <span className="hs-visually-hidden">{open ? copy.searchClose : copy.searchOpen}</span>
      </button>
      {searchPage && (
        // Shown instead of the button when scripts do not run (CSS `scripting: none`).
        <a className="hs-search-flyout__page-link" href={searchPage}>
          <Icon name="search" />
          <span className="hs-visually-hidden">{copy.searchPage}</span>
        </a>
      )}
      <searchPanel.OnFirstOpen
        fallback={placeholder}
        onLoadError={() => setOpen(false)}
        id={panelId}
        open={open}
        service={service}
        quicklinks={quicklinks}
        debounceMs={debounceMs}
        limit={limit}
        defaultQuery={defaultQuery}
        onNavigate={() => setOpen(false)}
        searchPage={searchPage}
        locale={locale}
      />
    </div>
  );
}
