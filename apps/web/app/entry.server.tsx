// Server entry: React Router's default Node entry, with the document finished whole (a page is
// rendered whole before it is sent: nothing on it waits for data) and written by React's
// string-writing build (page-text.server.ts), plus
//  - an English fallback document when even the error page cannot be rendered (shell error),
//  - error logging without stack traces for aborted requests,
//  - the parsed runtime config, exported so server.ts and scripts/export.ts use the very same
//    values that were validated once when this build was loaded.
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { collectedText, renderToPipeableStream } from './page-text.server';
import { FALLBACK_HTML } from './fallback-html.server';
import { finishedDocument, headExtras } from './site-styles.server';
import { stylesheets } from './root';
import { log } from './log.server';
import { documentChunksContext, documentViewContext, structuredDataContext } from './app-context';
import { NONCE_HEADER } from '../lib/page-server.ts';
import { documentResponse } from '../lib/document-bytes.ts';
import { loggablePath } from '../lib/log.ts';

export { config } from './config.server';
export { contentClient } from './content.server';
export { publishedReviewsContext } from './app-context';
export { log } from './log.server';
export { cachePlan } from './cache-plan.server';
export { imageOrigins } from './images.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and static generation wait for everything; for visitors React writes the shell as
    // soon as it is ready, and the router's data after it (the same HTML as when it streamed).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // A page rendered for one response alone carries a nonce on its scripts (the server names it in
    // that response's Content-Security-Policy); a page the cache keeps has none (its scripts are
    // allowed by their hashes).
    const nonce = request.headers.get(NONCE_HEADER) ?? undefined;
    // The router alone, as in the browser (entry.client.tsx): anything beside it would shift the ids
    // of useId. The server's additions to the head are text (headExtras, finishedDocument).
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React writes a Suspense boundary that completed in time in place, until a page's first
        // 12,800 bytes; after them it sends each one hidden, with a script that reveals it, and
        // reveals such boundaries in batches up to 300 ms apart. Every block is a boundary (its code
        // is its own chunk), so most of a long page appeared 300 ms after its first paint, its
        // largest text with it. A page here is rendered whole before it is sent (the blocks' code is
        // loaded before rendering): nothing is gained by cutting it into reveals.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const status = responseStatusCode;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page's text is kept whole and the document finished once (finishedDocument),
          // instead of passing every piece React writes through a transform and a web stream.
          pipe(
            collectedText({
              done(html) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                const parts = finishedDocument(
                  html,
                  headExtras(stylesheets),
                  loadContext?.get(structuredDataContext),
                  loadContext?.get(documentViewContext),
                  loadContext?.get(documentChunksContext),
                );
                resolve(documentResponse(parts, { headers: responseHeaders, status }));
              },
              failed() {
                // React gave up on the page after its shell (a fatal error): the fallback page.
                clearTimeout(timeoutId);
                resolve(fallbackResponse());
              },
            }),
          );
        },
        onShellError(error: unknown) {
          // Rendering failed before anything was sent, error page included: English fallback.
          clearTimeout(timeoutId);
          log.error({ err: error }, 'rendering failed, serving the fallback page');
          resolve(fallbackResponse());
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, 'rendering failed after the shell was sent');
        },
      },
    );
  });
}

function fallbackResponse(): Response {
  return new Response(FALLBACK_HTML, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error(
    { err: error, req: { method: request.method, path: loggablePath(new URL(request.url).pathname) } },
    'error while handling a request',
  );
};
