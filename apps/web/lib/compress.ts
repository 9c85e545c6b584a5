// The one place that compresses for the web app: cached pages at run time (lib/response-cache.ts)
// and the client build at build time (scripts/compress.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are: compression would save next to nothing. */
const MIN_COMPRESSED_BYTES = 1024;

export function worthCompressing(body: Uint8Array): boolean {
  return body.byteLength >= MIN_COMPRESSED_BYTES;
}

/**
 * The body in an encoding: gzip at level 9, brotli at the quality given (default 11, the best, for
 * the build; while a request waits 9 does: within a few per cent of 11, at a fraction of its time).
 */
export function compress(
  body: Uint8Array,
  encoding: ContentEncoding,
  brotliQuality = 11,
): Uint8Array<ArrayBuffer> {
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: 9 });
  return new Uint8Array(
    compressed.buffer,
    compressed.byteOffset,
    compressed.byteLength,
  ) as Uint8Array<ArrayBuffer>;
}
