import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '@healthsite/content-client';
import { Icon, Link, type Locale } from '@healthsite/ui';
import { useChromeCopy } from '../copy';
import { searchSite, type SiteSearchIndex, type SiteSearchResult } from './searchIndex';
import './SearchFlyout.css';

/** Where the flyout gets its index from (the app fetches its search-index route; stories use memory). */
export interface SearchIndexService {
  /** Called once, when the flyout first opens. */
  loadIndex: () => Promise<SiteSearchIndex>;
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
  locale?: Locale;
}

type IndexState = { status: 'loading' } | { status: 'ready'; index: SiteSearchIndex } | { status: 'error' };

/**
 * The search flyout: a button that opens a search field with quicklinks; results appear as the
 * visitor types (debounced). ArrowDown/ArrowUp move between the field and the links, Escape closes
 * and returns focus to the button. The index loads when the flyout first opens.
 */
export function SearchFlyout({
  service,
  quicklinks = [],
  debounceMs = 150,
  limit = 8,
  defaultOpen = false,
  defaultQuery = '',
  locale,
}: SearchFlyoutProps) {
  const copy = useChromeCopy(locale);
  const panelId = useId();
  const inputId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState(defaultQuery);
  const [settledQuery, setSettledQuery] = useState(defaultQuery);
  const [indexState, setIndexState] = useState<IndexState>({ status: 'loading' });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const loadStarted = useRef(false);

  // The index loads once, on the first opening.
  useEffect(() => {
    if (!open || loadStarted.current) return;
    loadStarted.current = true;
    service.loadIndex().then(
      (index) => setIndexState({ status: 'ready', index }),
      () => setIndexState({ status: 'error' }),
    );
  }, [open, service]);

  useEffect(() => {
    if (query === settledQuery) return;
    const timer = setTimeout(() => setSettledQuery(query), debounceMs);
    return () => clearTimeout(timer);
  }, [query, settledQuery, debounceMs]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const trimmed = settledQuery.trim();
  const results: SiteSearchResult[] =
    trimmed && indexState.status === 'ready' ? searchSite(indexState.index, trimmed, limit) : [];

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-search-link]') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (at <= 0) {
      inputRef.current?.focus();
    } else {
      all[at - 1]?.focus();
    }
  };

  let body;
  if (!trimmed) {
    body =
      quicklinks.length > 0 ? (
        <section className="hs-search-flyout__section" aria-labelledby={`${panelId}-quick`}>
          <h2 id={`${panelId}-quick`} className="hs-search-flyout__heading">
            {copy.quicklinks}
          </h2>
          <ul className="hs-search-flyout__quicklinks">
            {quicklinks.map((link) => (
              <li key={`${link.to}-${link.text}`}>
                <Link
                  href={link.to}
                  unstyled
                  className="hs-search-flyout__quicklink"
                  data-search-link=""
                  onClick={() => setOpen(false)}
                >
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null;
  } else if (indexState.status === 'error') {
    body = <p className="hs-search-flyout__message">{copy.searchError}</p>;
  } else if (indexState.status !== 'ready') {
    body = <p className="hs-search-flyout__message">{copy.searchLoading}</p>;
  } else if (results.length === 0) {
    body = (
      <div className="hs-search-flyout__message" data-state="no-result">
        <p className="hs-search-flyout__no-result">{copy.searchNoResult(trimmed)}</p>
        <p>{copy.searchNoResultHint}</p>
      </div>
    );
  } else {
    body = (
      <ul className="hs-search-flyout__results" aria-label={copy.searchResults(results.length)}>
        {results.map((result) => (
          <li key={result.path}>
            <Link
              href={result.path}
              unstyled
              className="hs-search-flyout__result"
              data-search-link=""
              onClick={() => setOpen(false)}
            >
              <span className="hs-search-flyout__result-title">{result.title}</span>
              {result.excerpt && <span className="hs-search-flyout__result-excerpt">{result.excerpt}</span>}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  const status =
    trimmed && indexState.status === 'ready'
      ? results.length > 0
        ? copy.searchResults(results.length)
        : copy.searchNoResult(trimmed)
      : '';

  return (
    // Arrow keys and Escape are handled for the focusable controls inside (event delegation).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className="hs-search-flyout" data-open={open || undefined} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="hs-search-flyout__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? 'close' : 'search'} />
        <span className="hs-visually-hidden">{open ? copy.searchClose : copy.searchOpen}</span>
      </button>
      <div id={panelId} className="hs-search-flyout__panel" hidden={!open}>
        <form role="search" className="hs-search-flyout__form" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="hs-visually-hidden">
            {copy.searchLabel}
          </label>
          <Icon name="search" className="hs-search-flyout__field-icon" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className="hs-search-flyout__input"
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <div className="hs-search-flyout__body">{body}</div>
        <div className="hs-visually-hidden" role="status" aria-live="polite">
          {status}
        </div>
      </div>
    </div>
  );
}
