// What the server hands the routes besides the request (React Router's load context, filled by
// server.ts, and by app/dev-server.vite.ts in dev): the published reviews of the services' storage,
// for the structured data. Absent in the static export: the product pages then carry no rating.
// And what a route hands the document back on the same context: the page's structured data.
import { createContext } from 'react-router';
import type { PublishedReviewSummary } from '../lib/services.ts';

export interface PublishedReviews {
  /** The published reviews of a product (its site-definition assetId). */
  of(productId: string): Promise<PublishedReviewSummary>;
}

export const publishedReviewsContext = createContext<PublishedReviews | null>(null);

/**
 * The text of the page's `<script type="application/ld+json">` (jsonLdText), set by the content
 * route's loader. The server writes it into the document's head (entry.server): it is for crawlers
 * of the document alone, so it is no part of the route's data, which the browser decodes and a
 * client navigation fetches.
 */
export const structuredDataContext = createContext<string>('');

/**
 * The route's view as a data block of the document (`<script type="application/json">`, see
 * route-view.ts), set by the content route's loader for a document request: the server entry writes
 * these bytes into the page, and the route data the router streams carries the view empty.
 */
export const documentViewContext = createContext<Uint8Array | null>(null);

/**
 * The client chunks of the page's blocks, set by the content route's loader for a document request:
 * the server entry writes their module preloads into the document's held-back preloads
 * (hydrate-after-paint.server.ts) as text made once per page, instead of React rendering them on
 * every request (BlockPreloads preloads them in the browser, for client navigations).
 */
export const documentChunksContext = createContext<readonly string[]>([]);
