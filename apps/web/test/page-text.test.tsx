import { Suspense, use } from 'react';
import { preload } from 'react-dom';
import { Writable } from 'node:stream';
import { renderToPipeableStream as renderWithNodeBuild } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectedText, renderToPipeableStream } from '../app/page-text.server.ts';

interface Rendering {
  ready: 'onAllReady' | 'onShellReady';
  nonce?: string;
  /** The render's time runs out once the shell is written (the entry's `abort`). */
  timeIsUp?: boolean;
}

/** Where each build writes a page: React's Node build into a Node stream (as the server entry did
 * before), the server's renderer into `collectedText`. */
const builds = {
  node: {
    render: renderWithNodeBuild,
    destination: (done: (html: string) => void) => {
      const chunks: Buffer[] = [];
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
        final(callback) {
          done(Buffer.concat(chunks).toString('utf8'));
          callback();
        },
      });
    },
  },
  server: {
    render: renderToPipeableStream,
    destination: (done: (html: string) => void, failed: (error: unknown) => void) =>
      collectedText({ done, failed }),
  },
};

/** The HTML a build writes for a page. */
function htmlOf(build: keyof typeof builds, tree: React.ReactNode, { ready, nonce, timeIsUp }: Rendering) {
  const { render, destination } = builds[build];
  return new Promise<string>((resolve, reject) => {
    const { pipe, abort } = render(tree, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [ready]() {
        pipe(destination(resolve, reject));
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
      const expected = await htmlOf('node', page(settledLater('Fertig: Öl & Wasser')), {
        ready,
        nonce: 'n0nce',
      });
      const html = await htmlOf('server', page(settledLater('Fertig: Öl & Wasser')), {
        ready,
        nonce: 'n0nce',
      });
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
    const expected = await htmlOf('node', page(never()), { ready: 'onShellReady', timeIsUp: true });
    const html = await htmlOf('server', page(never()), { ready: 'onShellReady', timeIsUp: true });
    expect(withoutStacks(html)).toBe(withoutStacks(expected));
    expect(html).toContain('Switched to client rendering because the server rendering aborted');
    // The part that waited shows its fallback, and the page is whole.
    expect(html).toContain('<p>Lädt …</p>');
    expect(html).toMatch(/<\/html>/);
  });
});
