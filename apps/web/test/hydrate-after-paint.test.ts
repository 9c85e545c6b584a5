import { describe, expect, it } from 'vitest';
import { deferHeadPreloads, deferModuleScript } from '../app/hydrate-after-paint.server.ts';

const MODULE_SCRIPT =
  '<script nonce="abc123" type="module" async="">import "/assets/manifest-1.js";\n' +
  'import("/assets/entry.client-2.js");</script>';
const BODY =
  '<body><main><h1>Augentropfen</h1><p>' +
  'Text '.repeat(120) +
  '</p></main><script nonce="abc123">window.__reactRouterContext = {};</script>' +
  MODULE_SCRIPT +
  '<!--$--><script nonce="abc123">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>';

/** The body as it is sent, as text. */
const deferred = (body: string) => Buffer.concat(deferModuleScript(Buffer.from(body))).toString('utf8');

describe('deferModuleScript', () => {
  const whole = deferred(BODY);

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

  it('puts the route’s view in front of the held-back module script', () => {
    const view = '<script type="application/json" id="hs-view">{}</script>';
    const withView = Buffer.concat(deferModuleScript(Buffer.from(BODY), Buffer.from(view))).toString('utf8');
    expect(withView).toBe(whole.replace('<template id="hs-hydrate">', `${view}<template id="hs-hydrate">`));
  });

  it('leaves a page without the module script unchanged', () => {
    const plain = '<body><p>Fehler</p></body></html>';
    expect(deferred(plain)).toBe(plain);
  });

  it('leaves a module script that is not closed as it is (a template would hide the rest)', () => {
    const cut = BODY.slice(0, BODY.indexOf('</script>', BODY.indexOf('type="module"')));
    expect(deferred(cut)).toBe(cut);
  });

  it('writes the loader without a nonce when the page has none (a cached page: allowed by hash)', () => {
    const body = BODY.replaceAll(' nonce="abc123"', '');
    expect(deferred(body)).toMatch(/<\/template><script>\(function\(\)\{/);
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
