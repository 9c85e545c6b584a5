import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '@healthsite/content-client';
import { Icon, Link, type Locale } from '@healthsite/ui';
import { useChromeDialogCopy } from '../dialogCopy';
import type { SearchIndexService } from './SearchFlyout';
import type { SiteSearch, SiteSearchResult } from './searchIndex';

export interface SearchPanelProps {
  /** The panel's id (the flyout button's `aria-controls`). */
  id: string;
  open: boolean;
  service: SearchIndexService;
  quicklinks: readonly NavItem[];
  debounceMs: number;
  limit: number;
  defaultQuery: string;
  /** A quicklink or result was followed: the flyout closes. */
  onNavigate: () => void;
  /** The search page: the form submits there, "show all results" links there. */
  searchPage?: string | undefined;
  locale?: Locale | undefined;
}

type IndexState = { status: 'loading' } | { status: 'ready'; search: SiteSearch } | { status: 'error' };

/** One call of `service.loadSearch()`; only the latest one's answer counts. */
interface LoadAttempt {
  service: SearchIndexService;
}

/**
 * The search flyout's panel, loaded when the flyout first opens (or the pointer or focus reaches
 * its button): the field, quicklinks while it is empty, results as the visitor types (debounced),
 * ArrowDown/ArrowUp between the field and the links. Stays mounted once opened (hidden when closed).
 */
export function SearchPanel({
  id,
  open,
  service,
  quicklinks,
  debounceMs,
  limit,
  defaultQuery,
  onNavigate,
  searchPage,
  locale,
}: SearchPanelProps) {
  const copy = useChromeDialogCopy(locale);
  const inputId = useId();
  const [query, setQuery] = useState(defaultQuery);
  const [settledQuery, setSettledQuery] = useState(defaultQuery);
  // The state of the latest load, with the service it came from.
  const [loaded, setLoaded] = useState<{ service: SearchIndexService; state: IndexState }>();
  const [wasOpen, setWasOpen] = useState(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const attempt = useRef<LoadAttempt>(undefined);

  // After a failure, the next opening tries again: until it answers, the panel says it is loading.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && loaded?.state.status === 'error') setLoaded(undefined);
  }

  // The search loads on the first opening, again on an opening after a failure, and again when the
  // service changes (another locale's index); an answer from an earlier attempt is ignored.
  useEffect(() => {
    if (!open || attempt.current?.service === service) return;
    const current: LoadAttempt = { service };
    attempt.current = current;
    service.loadSearch().then(
      (search) => {
        if (attempt.current === current) setLoaded({ service, state: { status: 'ready', search } });
      },
      () => {
        if (attempt.current !== current) return;
        attempt.current = undefined;
        setLoaded({ service, state: { status: 'error' } });
      },
    );
  }, [open, service]);
  const indexState: IndexState = loaded?.service === service ? loaded.state : { status: 'loading' };

  useEffect(() => {
    if (query === settledQuery) return;
    const timer = setTimeout(() => setSettledQuery(query), debounceMs);
    return () => clearTimeout(timer);
  }, [query, settledQuery, debounceMs]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const trimmed = settledQuery.trim();
  const search = indexState.status === 'ready' ? indexState.search : undefined;
  // Searched when the settled query, the index or the limit changes, not on every render.
  const results: SiteSearchResult[] = useMemo(
    () => (trimmed && search ? search(trimmed, limit) : []),
    [trimmed, search, limit],
  );

  const links = () => [
    ...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('[data-search-link]') ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
        <section className="hs-search-flyout__section" aria-labelledby={`${id}-quick`}>
          <h2 id={`${id}-quick`} className="hs-search-flyout__heading">
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
                  onClick={onNavigate}
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
      <>
        <ul className="hs-search-flyout__results" aria-label={copy.searchResults(results.length)}>
          {results.map((result) => (
            <li key={result.path}>
              <Link
                href={result.path}
                unstyled
                className="hs-search-flyout__result"
                data-search-link=""
                onClick={onNavigate}
              >
                <span className="hs-search-flyout__result-title">{result.title}</span>
                {result.excerpt && <span className="hs-search-flyout__result-excerpt">{result.excerpt}</span>}
              </Link>
            </li>
          ))}
        </ul>
        {searchPage && (
          <p className="hs-search-flyout__all">
            <Link
              href={`${searchPage}?q=${encodeURIComponent(trimmed)}`}
              className="hs-search-flyout__all-link"
              data-search-link=""
              onClick={onNavigate}
            >
              {copy.searchShowAll}
            </Link>
          </p>
        )}
      </>
    );
  }

  const status =
    trimmed && indexState.status === 'ready'
      ? results.length > 0
        ? copy.searchResults(results.length)
        : copy.searchNoResult(trimmed)
      : '';

  return (
    // Arrow keys are handled for the focusable controls inside (event delegation).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={panelRef} id={id} className="hs-search-flyout__panel" hidden={!open} onKeyDown={onKeyDown}>
      <form
        role="search"
        className="hs-search-flyout__form"
        action={searchPage}
        method="get"
        onSubmit={(event) => {
          // Enter goes to the search page with all results (the form's own submit; without a search
          // page or a query there is nowhere to go).
          if (!searchPage || !query.trim()) event.preventDefault();
          else onNavigate();
        }}
      >
        <label htmlFor={inputId} className="hs-visually-hidden">
          {copy.searchLabel}
        </label>
        <Icon name="search" className="hs-search-field-icon" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          className="hs-search-input"
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
  );
}
