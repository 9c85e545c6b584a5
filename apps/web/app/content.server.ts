// The one content client of this process. Every request resolves its page through it; the client
// keeps the last good content in memory, revalidates it with its ETag at most every
// REVALIDATE_AFTER_MS (single flight), and keeps serving it when the CMS fails (stale-if-error).
import { createContentClient } from '@healthsite/content-client';
import type { Logger } from '@healthsite/content-client';
import { config } from './config.server';

/** How old the cached content may get before a request triggers a (conditional) revalidation. */
export const REVALIDATE_AFTER_MS = 3000;

const debugEnabled = process.env.LOG_LEVEL === 'debug';

export const logger: Logger = {
  debug: (message, ...rest) => {
    if (debugEnabled) console.debug(`[content] ${message}`, ...rest);
  },
  info: (message, ...rest) => console.info(`[content] ${message}`, ...rest),
  warn: (message, ...rest) => console.warn(`[content] ${message}`, ...rest),
  error: (message, ...rest) => console.error(`[content] ${message}`, ...rest),
};

export type ContentClient = ReturnType<typeof createContentClient>;

let client: ContentClient | undefined;

export function contentClient(): ContentClient {
  client ??= createContentClient({
    endpoint: config.contentEndpoint,
    revalidateAfterMs: REVALIDATE_AFTER_MS,
    logger,
  });
  return client;
}
