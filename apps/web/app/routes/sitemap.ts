// GET /sitemap.xml (and /sitemaps/<n>.xml once the site outgrows one file): every page of every
// locale with its alternates, built from the content once per content version.
import type { Route } from './+types/sitemap';
import { contentClient } from '../content.server';
import { config } from '../config.server';
import { sitemapOf } from '../seo.server';
import { UNAVAILABLE_MESSAGE } from '../page.server';

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' };

export async function loader({ params }: Route.LoaderArgs) {
  const client = contentClient();
  let sites;
  try {
    sites = await client.getSites();
  } catch {
    return new Response(UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '30',
      },
    });
  }
  const files = sitemapOf(sites, config.siteUrl, client.locales);
  if (params.part === undefined) return new Response(files.main, { headers: XML });
  const n = /^([1-9]\d*)\.xml$/.exec(params.part)?.[1];
  const part = n === undefined ? undefined : files.parts[Number(n) - 1];
  if (part === undefined)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    });
  return new Response(part, { headers: XML });
}
