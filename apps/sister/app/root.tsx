// The document around every page: the packages' stylesheets, the brand's themes, the locale from
// the URL prefix with the brand's copy, and the router for the packages' links.
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
} from 'react-router';
import { localeFromPath } from '@healthsite/content-client';
import { LinkRouterProvider, LocaleProvider, ThemeStyle } from '@healthsite/ui';
import uiStyles from '@healthsite/ui/styles.css?url';
import blockStyles from '@healthsite/blocks/styles.css?url';
import siteStyles from './site.css?url';
import { defaultTheme, locales, siteCopy, themes } from './brand/brand';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: uiStyles },
  { rel: 'stylesheet', href: blockStyles },
  { rel: 'stylesheet', href: siteStyles },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname, locales);
  const navigate = useNavigate();
  const follow = useMemo(() => (to: string) => void navigate(to), [navigate]);
  // Marks the document once React has hydrated it: what a script or a test waits for.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale.iso}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The brand's own themes (the packages' stylesheet has the default ones). */}
        <ThemeStyle themes={themes} root={defaultTheme} />
      </head>
      <body>
        <LinkRouterProvider navigate={follow}>
          <LocaleProvider locale={locale.code} copy={siteCopy}>
            {children}
          </LocaleProvider>
        </LinkRouterProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="sister-error">
      <h1>{status === 404 ? 'Seite nicht gefunden · Page introuvable' : 'Fehler · Erreur'}</h1>
      <p>
        <a href="/">NORALIS</a>
      </p>
    </main>
  );
}
