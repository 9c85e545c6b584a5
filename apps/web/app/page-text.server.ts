// The renderer the server entry writes pages with, and the destination it writes them into.
//
// React's Node build (`react-dom/server`) encodes every piece of markup it writes (a tag's name,
// each attribute, each text) into 4 KB byte views as it goes: a `TextEncoder.encodeInto` call and a
// new view per piece, ~6,600 on `/downloads`. Profiled on a busy server that was 15 % of a rendered
// page's CPU time, for bytes that the entry then joins into one document anyway. React's Bun build
// (`react-dom/server.bun`, a public entry of the same package, the same renderer) writes each piece
// as the string it is; it needs nothing of Bun (Buffer, `stream`, timers: Node's), so on Node it
// renders the very same HTML. The page's text is collected into one string and encoded once
// (`collectedText`).
// test/page-text.test.tsx renders the same trees with both builds and fails if their HTML differs.
//
// One line of that build is patched (patches/react-dom@19.3.1.patch, applied by pnpm on install;
// an upgrade of React that it no longer fits fails the install): React measures the UTF-8 bytes of
// every piece it renders, a call into C++ each, only to decide whether a finished part of the page
// may be sent on its own (a progressive chunk; never here: progressiveChunkSize is Infinity). It
// counts the text's length instead: 7-12 % of a rendered page's CPU time.
//
// What differs besides the writing: the Bun build has no AsyncLocalStorage, so a `preload()` from
// code running outside React's render (an effect, a loader) is not tied to the request; nothing here
// calls one there (BlockPreloads calls `preloadModule` while rendering). And it schedules the work
// after a suspended part with a timer instead of `setImmediate`: nothing on a page here waits for
// data.
export { renderToPipeableStream } from 'react-dom/server.bun';

/** What becomes of a page written into `collectedText`. */
export interface CollectedText {
  /** React ended the page: its whole text. */
  done(html: string): void;
  /** React gave up on the page after its shell (a fatal error; a render out of time ends instead). */
  failed(error: unknown): void;
}

/**
 * The destination a page is piped into: the pieces React writes are appended to one string (V8
 * links the pieces and copies them once, when the page is encoded), and the page is handed on when
 * React ends it. It never pushes back (a page is kept whole anyway).
 */
export function collectedText(on: CollectedText): NodeJS.WritableStream {
  let text = '';
  const destination = {
    write(piece: string): boolean {
      text += piece;
      return true;
    },
    end(): void {
      on.done(text);
    },
    destroy(error?: unknown): void {
      on.failed(error);
    },
    // React listens for 'drain', 'error' and 'close' on a Node stream: none of them happen here.
    on(): void {},
  };
  // React's types ask for a Node stream; its Bun build calls only these four methods.
  return destination as unknown as NodeJS.WritableStream;
}
