// The one content client of this process. Every request resolves its page through it; the client
// keeps the last good content in memory, revalidates it with its ETag at most every
// REVALIDATE_AFTER_MS (single flight), and keeps serving it when the CMS fails (stale-if-error).
import { createContentClient } from '@healthsite/content-client';
import type { Logger } from '@healthsite/content-client';
import { themes } from '@healthsite/ui';
import { config } from './config.server';
import { dedupe, withBackoff } from '../lib/backoff';

/** How old the cached content may get before a request triggers a (conditional) revalidation. */
export const REVALIDATE_AFTER_MS = 3000;

const debugEnabled = config.logLevel === 'debug';

/** After a CMS failure, no new attempt for this long (the last good content is served). */
export const BACKOFF_MS = 3000;
/** The same warning or error is logged at most once per this window. */
const LOG_WINDOW_MS = 30_000;

export const logger: Logger = {
  debug: (message, ...rest) => {
    if (debugEnabled) console.debug(message, ...rest);
  },
  info: (message, ...rest) => console.info(message, ...rest),
  warn: dedupe((message, ...rest) => console.warn(message, ...rest), LOG_WINDOW_MS),
  error: dedupe((message, ...rest) => console.error(message, ...rest), LOG_WINDOW_MS),
};

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
  });
  return client;
}
