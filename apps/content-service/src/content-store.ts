// Reads the demo content from JSON files and assembles the body of CONTENT-CONTRACT.md §1.
//   content/<locale>/site.json         { id, locale, definition }
//   content/<locale>/pages/*.json      one page each, in file-name order
// The drafts (what editors changed but did not publish) lie over it, in the same layout:
//   drafts/<locale>/pages/*.json       a page with the id of a published page replaces it; a new
//                                      id is a page not published yet
// Re-reads only when a file's mtime/size or the file list changed (checked on each request).
import { readdir, readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { strongEtag } from './http.ts';

export interface Snapshot {
  body: Buffer;
  etag: string;
  gzip(): Buffer;
}

export interface ContentStore {
  /**
   * The whole content (variant `full`), the content without the `/404` pages, or the drafts: the
   * whole content with the unpublished changes over it (the preview's endpoint).
   */
  snapshot(variant: 'full' | 'without-404' | 'draft'): Promise<Snapshot>;
  /** The image assets the content refers to (`/images/{asset}`): the only ones rendered. */
  assets(): Promise<ReadonlySet<string>>;
}

/** The image assets (`/images/{asset}`) a value refers to, wherever they are. */
export function imageAssetsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) imageAssetsOf(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      const asset =
        key === 'src' && typeof v === 'string' ? /^\/images\/([^/?#]+)\/?$/.exec(v)?.[1] : undefined;
      if (asset) into.add(asset);
      else imageAssetsOf(v, into);
    }
  return into;
}

interface Site {
  id?: string;
  locale?: string;
  definition?: unknown;
  pages: Array<{ id?: string; urlSegment?: string } & Record<string, unknown>>;
}

export function makeSnapshot(body: Buffer): Snapshot {
  let zipped: Buffer | undefined;
  return {
    body,
    etag: strongEtag(body),
    gzip: () => (zipped ??= gzipSync(body, { level: 6 })),
  };
}

/**
 * Replaces every service-relative image `src` (`/images/…`) and download `href` (`/files/…`) by an
 * absolute URL on `publicUrl`.
 */
export function absolutizeImages(value: unknown, publicUrl: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutizeImages(v, publicUrl));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] =
        (key === 'src' && typeof v === 'string' && v.startsWith('/images/')) ||
        (key === 'href' && typeof v === 'string' && v.startsWith('/files/'))
          ? publicUrl.replace(/\/+$/, '') + v
          : absolutizeImages(v, publicUrl);
    }
    return out;
  }
  return value;
}

async function listFiles(contentDir: string): Promise<string[]> {
  const files: string[] = [];
  const locales = (await readdir(contentDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
  for (const locale of locales) {
    files.push(join(locale, 'site.json'));
    const pagesDir = join(contentDir, locale, 'pages');
    const pages = await readdir(pagesDir).catch(() => [] as string[]);
    for (const name of pages.filter((n) => n.endsWith('.json')).sort())
      files.push(join(locale, 'pages', name));
  }
  return files;
}

async function signatureOf(contentDir: string): Promise<string> {
  const files = await listFiles(contentDir).catch(() => [] as string[]);
  const parts = await Promise.all(
    files.map(async (file) => {
      const s = await stat(join(contentDir, file)).catch(() => undefined);
      return s ? `${file}:${s.mtimeMs}:${s.size}` : `${file}:missing`;
    }),
  );
  return parts.join('|');
}

async function readSites(contentDir: string): Promise<Site[]> {
  const files = await listFiles(contentDir);
  return readSiteFiles(contentDir, files);
}

/** The drafts: like the content, but only the files there are (no site.json needed). */
async function readDrafts(draftsDir: string | undefined): Promise<Site[]> {
  if (!draftsDir) return [];
  const files = await listFiles(draftsDir).catch(() => [] as string[]);
  const present = (
    await Promise.all(
      files.map(async (f) => ((await stat(join(draftsDir, f)).catch(() => undefined)) ? f : '')),
    )
  ).filter(Boolean);
  const sites = await readSiteFiles(draftsDir, present);
  return sites;
}

async function readSiteFiles(contentDir: string, files: string[]): Promise<Site[]> {
  const sites = new Map<string, Site>();
  for (const file of files) {
    const [locale = '', ...rest] = file.split(/[\\/]/);
    const text = await readFile(join(contentDir, file), 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`Content file ${file} is not valid JSON: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (rest[0] === 'site.json') {
      sites.set(locale, { ...(data as object), pages: sites.get(locale)?.pages ?? [] });
    } else {
      const site = sites.get(locale) ?? { locale, pages: [] };
      site.pages.push(data as Site['pages'][number]);
      sites.set(locale, site);
    }
  }
  return [...sites.values()];
}

/** The published sites with the drafts over them (pages by id: replaced, or added). */
export function withDrafts(published: Site[], drafts: Site[]): Site[] {
  return published.map((site, i) => {
    const draft = drafts.find((d) => d.locale === site.locale) ?? drafts[i];
    if (!draft) return site;
    const pages = site.pages.map((page) => draft.pages.find((d) => d.id === page.id) ?? page);
    for (const page of draft.pages) if (!pages.some((p) => p.id === page.id)) pages.push(page);
    return { ...site, ...(draft.definition ? { definition: draft.definition } : {}), pages };
  });
}

export function createContentStore(options: {
  contentDir: string;
  /** The unpublished changes, in the layout of `contentDir` (none: the drafts are the content). */
  draftsDir?: string;
  /** Base of absolute image URLs (a function when it is known only once the server listens). */
  publicUrl: string | (() => string);
  log?: (message: string) => void;
}): ContentStore {
  const { contentDir, publicUrl, draftsDir } = options;
  const log = options.log ?? ((m: string) => console.error(m));
  let current:
    | {
        signature: string;
        full: Snapshot;
        without404: Snapshot;
        draft: Snapshot;
        assets: ReadonlySet<string>;
      }
    | undefined;
  let building: Promise<NonNullable<typeof current>> | undefined;

  async function build(signature: string) {
    const base = typeof publicUrl === 'function' ? publicUrl() : publicUrl;
    const raw = await readSites(contentDir);
    const rawDrafts = withDrafts(raw, await readDrafts(draftsDir));
    const assets = imageAssetsOf(rawDrafts, imageAssetsOf(raw));
    const sites = absolutizeImages(raw, base) as Site[];
    const full = makeSnapshot(Buffer.from(JSON.stringify({ sites })));
    const without = sites.map((s) => ({ ...s, pages: s.pages.filter((p) => p.urlSegment !== '/404') }));
    const without404 = makeSnapshot(Buffer.from(JSON.stringify({ sites: without })));
    const draft = makeSnapshot(Buffer.from(JSON.stringify({ sites: absolutizeImages(rawDrafts, base) })));
    return { signature, full, without404, draft, assets };
  }

  async function fresh() {
    const signature =
      (await signatureOf(contentDir)) + (draftsDir ? `||${await signatureOf(draftsDir)}` : '');
    if (current && current.signature === signature) return current;
    if (!building) {
      building = build(signature)
        .then(
          (next) => (current = next),
          (error: unknown) => {
            // An editor may be in the middle of saving: keep serving the last good content.
            if (current) {
              log(`content-service: ${(error as Error).message}; serving the previous content`);
              return current;
            }
            throw error;
          },
        )
        .finally(() => {
          building = undefined;
        });
    }
    return building;
  }

  return {
    async snapshot(variant) {
      const state = await fresh();
      return variant === 'full' ? state.full : variant === 'draft' ? state.draft : state.without404;
    },
    async assets() {
      return (await fresh()).assets;
    },
  };
}
