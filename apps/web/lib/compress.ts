// The one place that compresses for the web app: cached pages at run time (lib/response-cache.ts,
// on libuv's thread pool: the event loop never waits for it) and the client build at build time
// (scripts/compress.ts).
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

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
      ? brotliCompressSync(body, brotliOptions(body, brotliQuality))
      : gzipSync(body, { level: 9 });
  return asBytes(compressed);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `compress` off the event loop (libuv's thread pool), for what is compressed while requests wait. */
export async function compressAsync(
  body: Uint8Array,
  encoding: ContentEncoding,
  brotliQuality = 11,
): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, brotliOptions(body, brotliQuality))
      : await gzipAsync(body, { level: 9 });
  return asBytes(compressed);
}

function brotliOptions(body: Uint8Array, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
}

function asBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>;
}
