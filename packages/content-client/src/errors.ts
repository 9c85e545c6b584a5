/** Machine-readable cause of a {@link ContentError}. */
export type ContentErrorCode =
  /** The endpoint answered a status >= 300 other than 304. Message: `API responded with status {n}`. */
  | 'HTTP_STATUS'
  /** The body has no usable site (empty, not JSON, no valid site). Message: `Censhare API responded with no site data`. */
  | 'NO_SITE_DATA'
  /** No endpoint was given. Message: `Endpoint not configured.` */
  | 'ENDPOINT_NOT_CONFIGURED'
  /** The request failed before an answer arrived (network error, time-out). */
  | 'NETWORK'
  /** The client configuration is invalid (e.g. the default locale is not among the locales). */
  | 'CONFIG'
  /** The body is larger than `maxBodyBytes` (the client stops reading at the limit). */
  | 'TOO_LARGE'
  /**
   * The new content drops a locale, or more than half of a locale's pages, compared with the cached
   * content: taken for a CMS accident and refused (unless `acceptShrink`), the cache kept.
   */
  | 'SHRINK_REFUSED';

/** The only error type the content client throws. */
export class ContentError extends Error {
  readonly code: ContentErrorCode;
  /** HTTP status for `HTTP_STATUS` errors. */
  readonly status?: number;

  constructor(code: ContentErrorCode, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ContentError';
    this.code = code;
    if (options?.status !== undefined) this.status = options.status;
  }
}

export const MESSAGES = {
  status: (n: number) => `API responded with status ${n}`,
  noSiteData: 'Censhare API responded with no site data',
  endpointNotConfigured: 'Endpoint not configured.',
} as const;

export function isContentError(value: unknown): value is ContentError {
  return value instanceof ContentError;
}
