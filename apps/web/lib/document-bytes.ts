// The finished bytes of a rendered page, carried on its Response beside the body. The server entry
// has the whole document in hand (app/entry.server.tsx); reading it back through the Response's
// body stream (undici's web stream, a copy, a decode and an encode) cost more than rendering the
// page's header. The server reads the bytes it left instead, and falls back to the body for any
// other Response. A global symbol: the server build bundles its own copy of this module.
const DOCUMENT_BYTES = Symbol.for('healthsite.document-bytes');

type WithBytes = Response & { [DOCUMENT_BYTES]?: Uint8Array<ArrayBuffer> };

/** A Response of these bytes that carries them for `responseBytes`. */
export function documentResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  // The body as a stream of these very bytes: a byte body would be copied by the Response (and a
  // page is ~120 KB, most of its copies garbage at once), though the server reads the bytes.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response: WithBytes = new Response(body, init);
  response[DOCUMENT_BYTES] = bytes;
  return response;
}

/** The bytes a Response carries (see `documentResponse`), if it does. */
export function carriedBytes(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as WithBytes)[DOCUMENT_BYTES];
}

/** A Response's whole body: the bytes it carries, else read from its body. */
export async function responseBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return carriedBytes(response) ?? new Uint8Array(await response.arrayBuffer());
}
