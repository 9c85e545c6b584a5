// GET /robots.txt: the site open to crawlers except /api/, with the sitemap; closed entirely on a
// deployment that is not production (DEPLOYMENT_ENV).
import { config } from '../config.server';
import { robotsOf } from '../seo.server';

export function loader() {
  return new Response(robotsOf(config.siteUrl, config.indexable), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
