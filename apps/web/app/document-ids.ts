// The ids of the data blocks the server writes into a page's document (entry.server) and the
// browser reads or removes.

/** The route's view of the page the document was made for (route-view.ts). */
export const VIEW_ELEMENT_ID = 'hs-view';

/** The page's structured data (`application/ld+json`) in the head. */
export const STRUCTURED_DATA_ID = 'hs-structured-data';
