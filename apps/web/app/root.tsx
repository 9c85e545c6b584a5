import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import { LocaleProvider } from '@healthsite/ui';
import uiStyles from '@healthsite/ui/styles.css?url';
import blockStyles from '@healthsite/blocks/styles.css?url';
import appStyles from './app.css?url';
import type { Route } from './+types/root';
import { localeOfPath, skipLinkText } from './locale';
import { ErrorPage, FallbackBoundary } from './error-page';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { useInternalLinkNavigation } from './internal-links';
import { SiteStyles } from './site-styles';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The site's stylesheets, in cascade order (inlined by SiteStyles). */
export const stylesheets = [uiStyles, blockStyles, appStyles];

/** The document around every page and every error page. The locale comes from the URL prefix only. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  // Marks the document once React has hydrated all of it (effects run after the whole tree has
  // committed): what a script or an end-to-end test waits for before it interacts.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
        <LocaleProvider locale={locale.code}>{children}</LocaleProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useInternalLinkNavigation();
  return <Outlet />;
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
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLinkText[localeOfPath(pathname).code]}
      </a>
      <main id="main" tabIndex={-1}>
        <FallbackBoundary>
          <ErrorPage error={error} />
        </FallbackBoundary>
      </main>
    </>
  );
}
