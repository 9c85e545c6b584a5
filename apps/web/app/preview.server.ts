// The draft preview as the routes see it: is this request in preview (a valid preview cookie), and
// the page resolved from the drafts. See lib/preview.ts for the cookie and the endpoints.
import { isPreviewRequest, PREVIEW_END_PATH } from '../lib/preview.ts';
import { config } from './config.server';
import { currentPreviewContent } from './content.server';
import { createPageResolver, type Resolution } from './page.server';

const options = config.preview && { secret: config.preview.secret, siteUrl: config.siteUrl };

/** Whether the request is in draft preview. */
export function inPreview(request: Request): boolean {
  return isPreviewRequest(request, options);
}

let resolver: ((pathname: string) => Promise<Resolution>) | undefined;

/** Resolves a public path from the drafts, as they are now. */
export async function resolvePreviewPage(pathname: string): Promise<Resolution> {
  const client = await currentPreviewContent();
  resolver ??= createPageResolver({ client, siteUrl: config.siteUrl });
  return resolver(pathname);
}

/** What the preview banner needs: where its link ends the preview (and comes back here). */
export function previewView(path: string) {
  return { endHref: `${PREVIEW_END_PATH}?path=${encodeURIComponent(path)}` };
}

/** The headers of a page in preview: never stored, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;
