// @vitest-environment jsdom
// (jsdom for the loader's test at the end; the others use only strings and Buffers.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRELOADS_PER_TASK,
  deferHeadPreloads,
  deferModuleScript,
} from '../app/hydrate-after-paint.server.ts';

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
  it('moves every module preload into one template, at low priority, as scripts, where the first one was', () => {
    const head =
      '<meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/><title>T</title>' +
      '<link rel="modulepreload" href="/assets/b.js" nonce="n"/>' +
      '<link rel="modulepreload" as="worker" href="/assets/w.js"/></head>';
    expect(deferHeadPreloads(head)).toBe(
      '<meta charSet="utf-8"/><template id="hs-preloads">' +
        '<link rel="modulepreload" as="script" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" as="script" fetchpriority="low" href="/assets/b.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" as="worker" href="/assets/w.js"/>' +
        '</template><title>T</title></head>',
    );
  });

  it("puts the page's block chunks first, each once, and the router's preloads after them", () => {
    const head =
      '<meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><title>T</title>';
    const chunks = ['/assets/Hero-1.js', '/assets/common-2.js', '/assets/Hero-1.js'];
    expect(deferHeadPreloads(head, chunks)).toBe(
      '<meta charSet="utf-8"/><template id="hs-preloads">' +
        '<link rel="modulepreload" as="script" fetchpriority="low" href="/assets/Hero-1.js"/>' +
        '<link rel="modulepreload" as="script" fetchpriority="low" href="/assets/common-2.js"/>' +
        '<link rel="modulepreload" as="script" fetchpriority="low" href="/assets/entry.js" nonce="n"/>' +
        '</template><title>T</title>',
    );
  });

  it("ends a head that has no module preloads of its own with the chunks' template", () => {
    const head = '<meta charSet="utf-8"/><title>T</title>';
    expect(deferHeadPreloads(head, ['/assets/Hero-1.js'])).toBe(
      head +
        '<template id="hs-preloads">' +
        '<link rel="modulepreload" as="script" fetchpriority="low" href="/assets/Hero-1.js"/>' +
        '</template>',
    );
  });

  it('leaves a head without module preloads as it is', () => {
    const head = '<meta charSet="utf-8"/><title>T</title></head>';
    expect(deferHeadPreloads(head)).toBe(head);
  });
});

describe('the loader in the browser', () => {
  /**
   * A page as the server finishes it (ten module preloads) in jsdom, in a hidden tab (the loader
   * starts at once: no first paint to wait for), and the loader run; its tasks are then run one at
   * a time with fake timers.
   */
  function loadPage() {
    const links = Array.from({ length: 10 }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js"/>`);
    const head = deferHeadPreloads(`<meta charSet="utf-8"/>${links.join('')}<title>T</title></head>`);
    const body = deferred(BODY.replaceAll(' nonce="abc123"', ''));
    document.documentElement.innerHTML = `<head>${head.replace('</head>', '')}</head>${body.replace(/<\/?body>|<\/html>/g, '')}`;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const loader = [...document.querySelectorAll('script:not([type])')].find((s) =>
      s.textContent?.startsWith('(function(){'),
    );
    new Function(loader?.textContent ?? 'throw new Error("no loader")')();
    return {
      preloads: () => document.querySelectorAll('head > link[rel="modulepreload"]').length,
      templates: () => [...document.querySelectorAll('template')].map((t) => t.id),
      moduleScript: () => document.querySelector('body > script[type="module"]'),
    };
  }

  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it(`puts the module preloads in place ${PRELOADS_PER_TASK} per task, then the module script`, () => {
    const page = loadPage();
    const seen = [page.preloads()];
    while (vi.getTimerCount() > 0 && page.moduleScript() === null) {
      vi.advanceTimersToNextTimer();
      seen.push(page.preloads());
    }
    // The first batch goes in at once, each later one in a task of its own; the module script in
    // the task after the last batch, when the preloads' template is gone.
    expect(seen).toEqual([4, 8, 10, 10]);
    expect(page.moduleScript()?.textContent).toContain('import("/assets/entry.client-2.js")');
    expect(page.templates()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
