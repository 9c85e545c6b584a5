// Exactly two catch-all routes (product spec §2): paths under /en are English, every other path is
// German. A `*` route does not match its own parent path, so each locale also gets an index-like
// route. One module serves all four entries; each needs a unique id.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

const page = 'routes/page.tsx';

export default [
  // The search index of a locale (JSON, versioned by the content); outranks the catch-alls.
  route('api/search-index/:locale', 'routes/search-index.ts', { id: 'search-index' }),
  // The products' legal texts of a locale (JSON, versioned by the content), for the legal modal.
  route('api/legal-texts/:locale', 'routes/legal-texts.ts', { id: 'legal-texts' }),
  // For search engines: robots.txt and the sitemap (an index with parts beyond the protocol's limits).
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('sitemaps/:part', 'routes/sitemap.ts', { id: 'sitemap-part' }),
  // The site search as a page (server-rendered results; works without JavaScript).
  route('suche', 'routes/search.tsx', { id: 'search-de' }),
  route('en/search', 'routes/search.tsx', { id: 'search-en', caseSensitive: true }),
  // The pages behind the newsletter mails' links (they post the token to the services API).
  route('newsletter/bestaetigen', 'routes/newsletter-token.tsx', { id: 'nl-confirm-de' }),
  route('en/newsletter/confirm', 'routes/newsletter-token.tsx', { id: 'nl-confirm-en' }),
  route('newsletter/abbestellen', 'routes/newsletter-token.tsx', { id: 'nl-unsubscribe-de' }),
  route('en/newsletter/unsubscribe/confirm', 'routes/newsletter-token.tsx', { id: 'nl-unsubscribe-en' }),
  // English: /en and /en/* (case-sensitive, so /EN/... is a German path and a 404 there).
  route('en', page, { id: 'en-home', caseSensitive: true }),
  route('en/*', page, { id: 'en-page', caseSensitive: true }),
  // German (default locale, no prefix): / and every other path.
  index(page, { id: 'de-home' }),
  route('*', page, { id: 'de-page' }),
] satisfies RouteConfig;
