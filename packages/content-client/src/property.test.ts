// Property: whatever a CMS sends (valid content randomly mutated), the client either resolves or
// throws one of its documented ContentErrors. It never throws a TypeError or the like.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createContentClient } from './client';
import { ContentError } from './errors';
import { recordingLogger, validBody } from './__fixtures__/content';

type Json = unknown;

const junk = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constantFrom('', ' ', 'Cm Copy', '/', '//x', 'h7', 'de-DE', 'en', '/404', '<p>x</p>', '&amp;', 'care'),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constant([{ text: 1 }]),
  fc.constant({ __proto__: null }),
);

/** Every path (list of keys) to a value inside a JSON value. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function mutate(root: Json, path: (string | number)[], kind: 'replace' | 'delete', replacement: Json): Json {
  if (path.length === 0) return kind === 'delete' ? undefined : replacement;
  let parent = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return root;
}

const allPaths = paths(validBody());

const mutation = fc.record({
  path: fc.constantFrom(...allPaths),
  kind: fc.constantFrom('replace' as const, 'delete' as const),
  replacement: junk,
});

const documented = ['HTTP_STATUS', 'NO_SITE_DATA', 'ENDPOINT_NOT_CONFIGURED', 'NETWORK', 'CONFIG'];

describe('robustness (property-based)', () => {
  it('random mutations of valid content never make the client throw anything but ContentError', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        fc.string(),
        async (mutations, url) => {
          let body: Json = validBody();
          for (const m of mutations) {
            try {
              // A copy: the body is mutated in place, and the generated value is shared with
              // fast-check (and with later runs, for the constants), so inserting it as is lets a
              // later mutation write into it, even build a cycle the test's own JSON.stringify
              // then trips over.
              body = mutate(body, m.path, m.kind, structuredClone(m.replacement));
            } catch {
              // the path vanished after an earlier mutation: skip this one
            }
          }
          const text = body === undefined ? '' : JSON.stringify(body);
          const client = createContentClient({
            endpoint: 'http://cms.test/content',
            logger: recordingLogger(),
            fetch: async () => new Response(text ?? '', { status: 200 }),
          });
          try {
            const sites = await client.getSites();
            expect(sites.length).toBeGreaterThan(0);
            await client.pageByUrl(url);
            await client.pageByUrl('/en/products/care');
            await client.searchDocuments();
            for (const site of sites) for (const page of site.pages) client.alternatesOf(page);
            const first = sites[0]?.pages[0];
            if (first) await client.similarPages(first);
          } catch (error) {
            expect(error).toBeInstanceOf(ContentError);
            expect(documented).toContain((error as ContentError).code);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('arbitrary JSON bodies never make it throw anything but ContentError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const client = createContentClient({
          endpoint: 'http://cms.test/content',
          logger: recordingLogger(),
          fetch: async () => new Response(JSON.stringify(value), { status: 200 }),
        });
        await client.getSites().then(
          () => undefined,
          (error: unknown) => expect(error).toBeInstanceOf(ContentError),
        );
      }),
      { numRuns: 200 },
    );
  });
});
