// The finished bytes of a rendered page, carried on its Response beside the body. The server entry
// has the whole document in hand (app/entry.server.tsx); reading it back through the Response's
// body stream (undici's web stream, a copy, a decode and an encode) cost more than rendering the
// page's header. The server reads the bytes it left instead, and falls back to the body for any
// other Response. A global symbol: the server build bundles its own copy of this module.
//
// The document comes in a few parts (its head, the site's CSS, the rest): a page sent once is
// written part by part (`carriedParts`), and only a page the cache keeps is joined into one buffer
// (`carriedBytes`), so a page rendered per request is not copied whole again (~100 KB each).
import { transcode } from 'node:buffer';

const DOCUMENT_BYTES = Symbol.for('healthsite.document-bytes');

/**
 * A text's UTF-8 bytes, as `Buffer.from(text)` writes them, in a quarter of the time. Node's UTF-8
 * writer goes through the text a character at a time: about 190 µs for a product page's 51,000
 * characters on the 2-core test machine, on every page rendered per request. The text copied as
 * UTF-16 (a plain copy) and transcoded is the same bytes in about 50 µs. A lone surrogate (which
 * well-formed text never has) makes the transcoder throw: then Node's writer, which writes U+FFFD
 * for it.
 */
export function utf8(text: string): Buffer {
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(text);
  }
}

interface Carried {
  parts: readonly Uint8Array[];
  joined?: Uint8Array<ArrayBuffer>;
}

type WithBytes = Response & { [DOCUMENT_BYTES]?: Carried };

/** A Response of these bytes (one buffer, or the parts in order) that carries them for the server. */
export function documentResponse(
  bytes: Uint8Array<ArrayBuffer> | readonly Uint8Array[],
  init: ResponseInit,
): Response {
  const parts = bytes instanceof Uint8Array ? [bytes] : bytes;
  // The body as a stream of these very bytes: a byte body would be copied by the Response (and a
  // page is ~100 KB, most of its copies garbage at once), though the server reads the bytes.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  const response: WithBytes = new Response(body, init);
  response[DOCUMENT_BYTES] = { parts };
  return response;
}

/** The parts of the bytes a Response carries (see `documentResponse`), if it does. */
export function carriedParts(response: Response): readonly Uint8Array[] | undefined {
  return (response as WithBytes)[DOCUMENT_BYTES]?.parts;
}

/** The bytes a Response carries (see `documentResponse`) as one buffer, if it does. */
export function carriedBytes(response: Response): Uint8Array<ArrayBuffer> | undefined {
  const carried = (response as WithBytes)[DOCUMENT_BYTES];
  if (!carried) return undefined;
  // (Node's buffers are never on a SharedArrayBuffer.)
  if (carried.parts.length === 1) return carried.parts[0] as Uint8Array<ArrayBuffer>;
  return (carried.joined ??= Buffer.concat(carried.parts));
}

/** The byte length of what a Response carries. */
export function carriedLength(parts: readonly Uint8Array[]): number {
  let length = 0;
  for (const part of parts) length += part.byteLength;
  return length;
}

/** A Response's whole body: the bytes it carries, else read from its body. */
export async function responseBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return carriedBytes(response) ?? new Uint8Array(await response.arrayBuffer());
}
