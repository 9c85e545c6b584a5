import { Suspense, use } from 'react';
import { preload } from 'react-dom';
import { Writable } from 'node:stream';
import { renderToPipeableStream as renderWithNodeBuild } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectedText, renderToPipeableStream } from '../app/page-text.server.ts';

type Ready = 'onAllReady' | 'onShellReady';

/** The HTML of React's Node build, read from a Node stream as the server entry did before. */
function nodeBuildHtml(tree: React.ReactNode, ready: Ready, nonce?: string, timeIsUp = false) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe, abort } = renderWithNodeBuild(tree, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [ready]() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              callback();
            },
          }),
        );
        if (timeIsUp) abort(new Error('time is up'));
      },
      onShellError: reject,
      onError() {},
    });
  });
}

/** The HTML of the renderer the server entry uses, written into `collectedText`. */
function serverHtml(tree: React.ReactNode, ready: Ready, nonce?: string, timeIsUp = false) {
  return new Promise<string>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [ready]() {
        pipe(collectedText({ done: resolve, failed: reject }));
        if (timeIsUp) abort(new Error('time is up'));
      },
      onShellError: reject,
      onError() {},
    });
  });
}

function Later({ value }: { value: Promise<string> }) {
  return <p data-later="">{use(value)}</p>;
}

function Fonts() {
  preload('/assets/inter.woff2', { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}

/** A document with what pages here have: hoisted head elements, a style, a preload, a script with
 * a nonce, text to escape and to encode, and a part that waits for data. */
function page(later: Promise<string>) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <title>Augentropfen für trockene Augen</title>
        <style href="/assets/site.css" precedence="site" />
      </head>
      <body>
        <Fonts />
        <header>
          <a href="/produkte?sorte=gel&amp;x=1" title={'"Gel" & <Öl>'}>
            Größe · 10 ml — 😀
          </a>
        </header>
        <main>
          <Suspense fallback={<p>Lädt …</p>}>
            <Later value={later} />
          </Suspense>
          <input type="email" required defaultValue="" aria-label="E-Mail" />
        </main>
        <script>{'window.x = 1;'}</script>
      </body>
    </html>
  );
}

/** A promise that settles only after the shell has been written (a macrotask later). */
function settledLater(value: string): Promise<string> {
  return new Promise((resolve) => setTimeout(resolve, 0, value));
}

describe("the server's renderer (React's Bun build on Node)", () => {
  for (const ready of ['onAllReady', 'onShellReady'] as const) {
    it(`writes the same HTML as React's Node build (${ready})`, async () => {
      const expected = await nodeBuildHtml(page(settledLater('Fertig: Öl & Wasser')), ready, 'n0nce');
      const html = await serverHtml(page(settledLater('Fertig: Öl & Wasser')), ready, 'n0nce');
      expect(html).toBe(expected);
      // Not two empty pages: the page is all there, its characters as they were.
      expect(html).toContain('Größe · 10 ml — 😀');
      expect(html).toContain('Fertig: Öl &amp; Wasser');
      expect(html).toContain('<link rel="preload" href="/assets/inter.woff2"');
      expect(html).toMatch(/<\/html>$/);
    });
  }

  it('ends a page whose data never comes as the Node build does when the time is up', async () => {
    const never = () => new Promise<string>(() => {});
    // (React's development builds add the stack where each build was aborted: not compared.)
    const withoutStacks = (html: string) => html.replace(/"Switched to client rendering[^"]*"/g, '""');
    const expected = await nodeBuildHtml(page(never()), 'onShellReady', undefined, true);
    const html = await serverHtml(page(never()), 'onShellReady', undefined, true);
    expect(withoutStacks(html)).toBe(withoutStacks(expected));
    expect(html).toContain('Switched to client rendering because the server rendering aborted');
    // The part that waited shows its fallback, and the page is whole.
    expect(html).toContain('<p>Lädt …</p>');
    expect(html).toMatch(/<\/html>/);
  });
});
