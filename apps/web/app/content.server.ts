// The one content client of this process. Every request resolves its page through it; the client
// keeps the last good content in memory, revalidates it with its ETag at most every
// REVALIDATE_AFTER_MS (single flight), and keeps serving it when the CMS fails (stale-if-error).
import { createContentClient } from '@healthsite/content-client';
import { config } from './config.server';
import { log, messageLogger } from './log.server';
import { withBackoff } from '../lib/backoff';

/** How old the cached content may get before a request triggers a (conditional) revalidation. */
export const REVALIDATE_AFTER_MS = 3000;

/** After a CMS failure, no new attempt for this long (the last good content is served). */
export const BACKOFF_MS = 3000;

/** The content client's lines (repeated warnings and errors are written once per window). */
export const logger = messageLogger(log.child({ component: 'content' }));

export type ContentClient = ReturnType<typeof createContentClient>;

let client: ContentClient | undefined;

export function contentClient(): ContentClient {
  client ??= createContentClient({
    endpoint: config.contentEndpoint,
    revalidateAfterMs: REVALIDATE_AFTER_MS,
    fetch: withBackoff((input, init) => fetch(input, init), BACKOFF_MS),
    logger,
    maxBodyBytes: config.contentMaxBytes,
    acceptShrink: config.contentAcceptShrink,
  });
  return client;
}

let previewClient: ContentClient | undefined;

/**
 * The drafts' content client (PREVIEW_CONTENT_ENDPOINT), for the draft preview; undefined while
 * preview is off. Asked for content, it revalidates first (`currentPreviewContent`): an editor sees
 * their last save, not the draft of a few seconds ago.
 */
export function previewContentClient(): ContentClient | undefined {
  if (!config.preview) return undefined;
  previewClient ??= createContentClient({
    endpoint: config.preview.contentEndpoint,
    logger,
    maxBodyBytes: config.contentMaxBytes,
    // Drafts come and go as editors work: a smaller draft is no CMS accident.
    acceptShrink: true,
  });
  return previewClient;
}

/** The preview client with the drafts as they are now (a conditional request: 304 when unchanged). */
export async function currentPreviewContent(): Promise<ContentClient> {
  const client = previewContentClient();
  if (!client) throw new Error('Draft preview is off (PREVIEW_SECRET, PREVIEW_CONTENT_ENDPOINT)');
  try {
    await client.refresh();
  } catch {
    // logged by the client; the last drafts it has (if any) are shown, else the route's error page
  }
  return client;
}
