// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routeView, viewOf } from '../app/route-view.ts';
import { VIEW_ELEMENT_ID } from '../app/document-ids.ts';
import { viewDataBlock, viewJsonOf } from '../app/route-view.server.ts';

const view = {
  page: { id: 'p-1', title: 'Größe „zitiert“ </script><!-- x' },
  blocks: [{ type: 'CmText', n: 1 }],
};

describe('route data as one JSON text', () => {
  it('carries the view as JSON beside the plain fields, and hands the loader’s object on unparsed', () => {
    const data = routeView(
      view,
      { preview: undefined as { endHref: string } | undefined },
      JSON.stringify(view),
    );
    expect(JSON.parse(data.view)).toEqual(view);
    expect('preview' in data).toBe(true);
    expect(viewOf(data)).toBe(view);
  });

  it('is parsed once per route data in the browser (what React Router decoded)', () => {
    const decoded = { preview: undefined, view: routeView(view, {}, JSON.stringify(view)).view };
    const parsed = viewOf(decoded);
    expect(parsed).toEqual(view);
    expect(parsed).not.toBe(view);
    expect(viewOf(decoded)).toBe(parsed);
  });

  it('in a document, is read from the page’s data block, which no text of the view can end', () => {
    const json = JSON.stringify(view);
    expect(routeView(view, {}, json, true).view).toBe('');
    document.body.innerHTML = Buffer.from(viewDataBlock(undefined, json)).toString('utf8');
    const block = document.getElementById(VIEW_ELEMENT_ID)!;
    expect(block.tagName).toBe('SCRIPT');
    expect(block.getAttribute('type')).toBe('application/json');
    expect(document.body.children).toHaveLength(1);
    expect(viewOf({ view: '' })).toEqual(view);
  });
});

describe('viewJsonOf', () => {
  it('makes the JSON once per owner and key, and again for another key', () => {
    const owner = {};
    let made = 0;
    const make = () => ({ n: ++made });
    const first = viewJsonOf(owner, 'a', make);
    expect(viewJsonOf(owner, 'a', make)).toBe(first);
    expect(made).toBe(1);
    expect(JSON.parse(viewJsonOf(owner, 'b', make))).toEqual({ n: 2 });
    expect(viewDataBlock(owner, viewJsonOf(owner, 'b', make))).toBe(
      viewDataBlock(owner, viewJsonOf(owner, 'b', make)),
    );
  });
});
