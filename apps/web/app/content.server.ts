// The one content client of this process. Every request resolves its page through it; the client
// keeps the last good content in memory, revalidates it with its ETag at most every
// REVALIDATE_AFTER_MS (single flight), and keeps serving it when the CMS fails (stale-if-error).
import { createContentClient } from '@healthsite/content-client';
import { themes } from '@healthsite/ui';
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
    // The site's themes: the ten product-line themes of @healthsite/ui's stylesheet.
    themes,
    revalidateAfterMs: REVALIDATE_AFTER_MS,
    fetch: withBackoff((input, init) => fetch(input, init), BACKOFF_MS),
    logger,
    maxBodyBytes: config.contentMaxBytes,
    acceptShrink: config.contentAcceptShrink,
  });
  return client;
}
