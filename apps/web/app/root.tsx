import { useEffect, useMemo, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
  useRevalidator,
} from 'react-router';
import { ConnectionStatus, LinkRouterProvider, LocaleProvider, OfflineMessage } from '@healthsite/ui';
import uiStyles from '@healthsite/ui/styles.css?url';
import blockStyles from '@healthsite/blocks/styles/base.css?url';
import appStyles from './app.css?url';
import type { Route } from './+types/root';
import { localeOfPath, skipLinkText } from './locale';
import { ErrorPage, FallbackBoundary } from './error-page';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { useInternalLinkNavigation } from './internal-links';
import { useScrollManagement } from './scroll';
import { usePrefetchVisibleLinks } from './prefetch';
import { NavigationProgress } from './route-progress';
import { SiteStyles } from './site-styles';

/**
 * The site's stylesheets, in cascade order (inlined by SiteStyles): the blocks' base; a page adds the
 * stylesheets of the block types it shows (routes/page.tsx).
 */
export const stylesheets = [uiStyles, blockStyles, appStyles];

/** The document around every page and every error page. The locale comes from the URL prefix only. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const navigate = useNavigate();
  // The packages' links (and the CMS's links in rich text) navigate with the router: a page costs
  // one `.data` request instead of a document load.
  const follow = useMemo(() => (to: string) => void navigate(to), [navigate]);
  // Marks the document once React has hydrated all of it (effects run after the whole tree has
  // committed): what a script or an end-to-end test waits for before it interacts.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useScrollManagement();
  return (
    <html lang={locale.iso}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStyles hrefs={stylesheets} />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Content pages get skip link, header, <main> and footer from SiteLayout (routes/page.tsx). */}
        <LinkRouterProvider navigate={follow}>
          <LocaleProvider locale={locale.code}>
            {children}
            <NavigationProgress />
            <ConnectionStatus />
          </LocaleProvider>
        </LinkRouterProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useInternalLinkNavigation();
  // A draft preview's pages are never cached: nothing to prefetch.
  const inPreview = useMatches().some((match) =>
    Boolean((match.loaderData as { preview?: unknown } | undefined)?.preview),
  );
  usePrefetchVisibleLinks(!inPreview);
  return <Outlet />;
}

/** A navigation that failed because the browser is offline (the route data could not be fetched). */
function isOfflineFailure(error: unknown): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine && !isRouteErrorResponse(error);
}

export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${status} – Es ist ein Fehler aufgetreten.` }, { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A route module that failed to load after a deploy: reload once rather than show an error.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const locale = localeOfPath(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLinkText[locale.code]}
      </a>
      <main id="main" tabIndex={-1}>
        <FallbackBoundary>
          {isOfflineFailure(error) ? (
            // Not a broken page: the honest offline state, and a way to try again once back online.
            <OfflineMessage locale={locale.code} onRetry={() => void revalidator.revalidate()} />
          ) : (
            <ErrorPage error={error} />
          )}
        </FallbackBoundary>
      </main>
    </>
  );
}
