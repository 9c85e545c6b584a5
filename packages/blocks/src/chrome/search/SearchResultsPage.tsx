import { useId } from 'react';
import { Button, Container, Heading, Icon, Link, useCopy, type Locale } from '@healthsite/ui';
import type { SearchPageResult } from './searchIndex';
import { searchPageCopy } from './searchPageCopy';

export interface SearchResultsPageProps {
  /** The query as the visitor typed it (`?q=`); empty before a search. */
  query: string;
  /** The results, best first (`searchPageResults` on the server). */
  results: readonly SearchPageResult[];
  /** Where the form sends the query (GET, field `q`): the search page's own path. */
  action: string;
  locale?: Locale | undefined;
}

/**
 * The site search as a page of its own: a plain GET form and the results rendered on the server
 * (title, the matching snippet with the query's words marked, the address), so it works without
 * JavaScript; an empty query and a query without results each say what to do.
 */
export function SearchResultsPage({ query, results, action, locale }: SearchResultsPageProps) {
  const copy = useCopy(searchPageCopy, locale);
  const inputId = useId();
  const headingId = useId();
  const trimmed = query.trim();
  return (
    <section className="hs-search-page" aria-labelledby={headingId}>
      <Container className="hs-search-page__inner">
        <Heading headingTag="h1" size="xl" id={headingId}>
          {copy.title}
        </Heading>
        <form role="search" className="hs-search-page__form" action={action} method="get">
          <label htmlFor={inputId} className="hs-search-page__label">
            {copy.label}
          </label>
          <div className="hs-search-page__field">
            <Icon name="search" className="hs-search-field-icon" />
            <input
              id={inputId}
              className="hs-search-input hs-search-page__input"
              type="search"
              name="q"
              defaultValue={query}
              placeholder={copy.placeholder}
              enterKeyHint="search"
            />
            <Button type="submit" variant="contained">
              {copy.submit}
            </Button>
          </div>
        </form>
        {!trimmed ? (
          <p className="hs-search-page__message" data-state="empty">
            {copy.empty}
          </p>
        ) : results.length === 0 ? (
          <div className="hs-search-page__message" data-state="no-result">
            <p className="hs-search-page__no-result">{copy.noResult(trimmed)}</p>
            <p>{copy.noResultHint}</p>
          </div>
        ) : (
          <>
            <h2 className="hs-search-page__count" data-state="results">
              {copy.resultsFor(results.length, trimmed)}
            </h2>
            <ol className="hs-search-page__results" aria-label={copy.resultsLabel}>
              {results.map((result) => (
                <li key={result.path} className="hs-search-page__result">
                  <h3 className="hs-search-page__result-title">
                    <Link href={result.path} unstyled className="hs-search-page__result-link">
                      {result.title}
                    </Link>
                  </h3>
                  {result.snippet.length > 0 && (
                    <p className="hs-search-page__snippet">
                      {result.snippet.map((part, i) =>
                        part.match ? <mark key={i}>{part.text}</mark> : part.text,
                      )}
                    </p>
                  )}
                  <p className="hs-search-page__path">{result.path.split('#')[0]}</p>
                </li>
              ))}
            </ol>
          </>
        )}
      </Container>
    </section>
  );
}
