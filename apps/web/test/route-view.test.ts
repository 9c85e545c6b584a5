import { describe, expect, it } from 'vitest';
import { routeView, viewOf } from '../app/route-view.ts';

const view = { page: { id: 'p-1', title: 'Größe „zitiert“ </script>' }, blocks: [{ type: 'CmText', n: 1 }] };

describe('route data as one JSON text', () => {
  it('carries the view as JSON beside the plain fields, and hands the loader’s object on unparsed', () => {
    const data = routeView(view, { preview: undefined as { endHref: string } | undefined });
    expect(typeof data.view).toBe('string');
    expect(JSON.parse(data.view)).toEqual(view);
    expect('preview' in data).toBe(true);
    expect(viewOf(data)).toBe(view);
  });

  it('is parsed once per route data in the browser (what React Router decoded)', () => {
    const decoded = { preview: undefined, view: routeView(view, {}).view };
    const parsed = viewOf(decoded);
    expect(parsed).toEqual(view);
    expect(parsed).not.toBe(view);
    expect(viewOf(decoded)).toBe(parsed);
  });
});
