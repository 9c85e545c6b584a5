// The pages behind the newsletter mails' links (confirm a subscription, unsubscribe): not content
// pages but part of the services, so they live in the app. The chrome (header, footer, theme) is
// the locale's home page's; the body is one button that posts the token (NewsletterTokenPage).
import { data } from 'react-router';
import { NewsletterTokenPage, type NewsletterTokenStatus } from '@healthsite/blocks/newsletter-token';
import type { Route } from './+types/newsletter-token';
import { resolvePage } from '../page.server';
import { ChromeLayout } from '../chrome-layout';

const kinds = {
  'nl-confirm-de': { kind: 'confirm', home: '/', again: '/newsletter' },
  'nl-confirm-en': { kind: 'confirm', home: '/en', again: '/en/newsletter' },
  'nl-unsubscribe-de': { kind: 'unsubscribe', home: '/', again: '/newsletter/abmelden' },
  'nl-unsubscribe-en': { kind: 'unsubscribe', home: '/en', again: '/en/newsletter/unsubscribe' },
} as const;
type RouteId = keyof typeof kinds;

const statuses: readonly NewsletterTokenStatus[] = ['confirmed', 'unsubscribed', 'invalid'];

export async function loader({ url }: Route.LoaderArgs) {
  const route = routeIdOf(url.pathname);
  const { kind, home, again } = kinds[route];
  const resolved = await resolvePage(home);
  if (resolved.kind !== 'page') throw data({ message: 'unavailable' }, { status: 503 });
  const raw = url.searchParams.get('status');
  const status: NewsletterTokenStatus = statuses.includes(raw as NewsletterTokenStatus)
    ? (raw as NewsletterTokenStatus)
    : 'ready';
  const { view } = resolved;
  return data(
    {
      kind,
      status,
      token: url.searchParams.get('token') ?? undefined,
      again,
      path: url.pathname,
      locale: view.locale,
      chrome: { ...view.chrome, path: url.pathname, languageLinks: [] },
      page: { ...view.page, content: [] },
    },
    // Tokens are personal: never cached, never indexed.
    { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } },
  );
}

const routeByPath: Record<string, RouteId> = {
  '/newsletter/bestaetigen': 'nl-confirm-de',
  '/en/newsletter/confirm': 'nl-confirm-en',
  '/newsletter/abbestellen': 'nl-unsubscribe-de',
  '/en/newsletter/unsubscribe/confirm': 'nl-unsubscribe-en',
};

function routeIdOf(pathname: string): RouteId {
  const id = routeByPath[pathname];
  if (!id) throw data({ message: 'not found' }, { status: 404 });
  return id;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const title =
    loaderData.locale === 'en'
      ? loaderData.kind === 'confirm'
        ? 'Confirm your newsletter subscription'
        : 'Unsubscribe from the newsletter'
      : loaderData.kind === 'confirm'
        ? 'Newsletter-Anmeldung bestätigen'
        : 'Newsletter abbestellen';
  return [
    { title: `${title} – ${loaderData.chrome.definition.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NewsletterToken({ loaderData }: Route.ComponentProps) {
  const { kind, status, token, again, path, locale, chrome, page } = loaderData;
  return (
    <ChromeLayout chrome={chrome} page={page} locale={locale} currentPath={path}>
      <NewsletterTokenPage
        kind={kind}
        status={status}
        token={token}
        action={kind === 'confirm' ? '/api/newsletter/confirm' : '/api/newsletter/unsubscribe/confirm'}
        returnTo={path}
        againHref={again}
      />
    </ChromeLayout>
  );
}
