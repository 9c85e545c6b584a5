import { describe, expect, it } from 'vitest';
import routes from '../app/routes.ts';
import { pageCachePolicies } from '../app/cache-plan.server.ts';

describe('pageCachePolicies', () => {
  it('names every route of the content page module as a content page, and only routes that exist', () => {
    const ids = new Map(routes.map((route) => [route.id ?? route.file, route.file]));
    for (const [id, file] of ids)
      if (file === 'routes/page.tsx') expect(pageCachePolicies[id], id).toBe('content-page');
    for (const id of Object.keys(pageCachePolicies)) expect(ids.has(id), id).toBe(true);
  });
});
