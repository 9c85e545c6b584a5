// What the server hands the routes besides the request (React Router's load context, filled by
// server.ts): the published reviews of the services' storage, for the structured data. Absent in
// the dev server and the static export: the product pages then carry no rating.
import { createContext } from 'react-router';
import type { ReviewFacts } from '@healthsite/blocks/seo';

export interface PublishedReviewSummary {
  /** Average stars, one decimal. */
  average: number;
  count: number;
  /** The newest few. */
  reviews: ReviewFacts[];
}

export interface PublishedReviews {
  /** The published reviews of a product (its site-definition assetId). */
  of(productId: string): Promise<PublishedReviewSummary>;
}

export const publishedReviewsContext = createContext<PublishedReviews | null>(null);
