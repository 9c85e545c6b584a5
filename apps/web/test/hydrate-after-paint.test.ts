import { describe, expect, it } from 'vitest';
import { createModuleScriptDeferrer, deferHeadPreloads } from '../app/hydrate-after-paint.server.ts';

const MODULE_SCRIPT =
  '<script nonce="abc123" type="module" async="">import "/assets/manifest-1.js";\n' +
  'import("/assets/entry.client-2.js");</script>';
const BODY =
  '<body><main><h1>Augentropfen</h1><p>' +
  'Text '.repeat(120) +
  '</p></main><script nonce="abc123">window.__reactRouterContext = {};</script>' +
  MODULE_SCRIPT +
  '<!--$--><script nonce="abc123">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>';

/** The body as the deferrer sends it when the page arrives in these pieces. */
function deferred(pieces: readonly string[]): string {
  const deferrer = createModuleScriptDeferrer();
  const out = pieces.flatMap((piece) => deferrer.push(Buffer.from(piece)));
  return Buffer.concat([...out, ...deferrer.end()]).toString('utf8');
}

describe('createModuleScriptDeferrer', () => {
  const whole = deferred([BODY]);

  it('holds React Router’s module script in a template and puts the loader after it, with the nonce', () => {
    expect(whole).toContain(
      `<template id="hs-hydrate">${MODULE_SCRIPT}</template><script nonce="abc123">(function(){`,
    );
    // Everything else is left as it was, in its order.
    expect(
      whole.replace(
        /<template id="hs-hydrate">|<\/template><script nonce="abc123">\(function[\s\S]*?<\/script>/g,
        '',
      ),
    ).toBe(BODY);
  });

  it('gives the same bytes however the page is cut into chunks', () => {
    for (let cut = 1; cut < BODY.length; cut++) {
      expect(deferred([BODY.slice(0, cut), BODY.slice(cut)]), `cut at ${cut}`).toBe(whole);
    }
    expect(deferred([...BODY])).toBe(whole);
  });

  it('leaves a page without the module script unchanged', () => {
    const plain = '<body><p>Fehler</p></body></html>';
    expect(deferred([plain.slice(0, 10), plain.slice(10)])).toBe(plain);
  });

  it('writes the loader without a nonce when the page has none (a cached page: allowed by hash)', () => {
    const body = BODY.replaceAll(' nonce="abc123"', '');
    expect(deferred([body])).toMatch(/<\/template><script>\(function\(\)\{/);
  });
});

describe('deferHeadPreloads', () => {
  it('moves every module preload into one template, at low priority, where the first one was', () => {
    const head =
      '<meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/><title>T</title>' +
      '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>';
    expect(deferHeadPreloads(head)).toBe(
      '<meta charSet="utf-8"/><template id="hs-preloads">' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/>' +
        '</template><title>T</title></head>',
    );
  });

  it('leaves a head without module preloads as it is', () => {
    const head = '<meta charSet="utf-8"/><title>T</title></head>';
    expect(deferHeadPreloads(head)).toBe(head);
  });
});
