// Runs in a fresh project that installed the packed tarballs: imports each package by name, as a
// sister site would, and renders with react-dom/server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

test('one copy of each package, installed from its tarball (peers, no overrides)', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const store = readdirSync(join(here, 'node_modules', '.pnpm'));
  for (const name of ['ui', 'content-client', 'finder', 'services', 'blocks']) {
    const copies = store.filter((entry) => entry.startsWith(`@healthsite+${name}@`));
    assert.equal(copies.length, 1, `one @healthsite/${name} in node_modules/.pnpm: ${copies.join(', ')}`);
    // A package from a tarball, not a link into the workspace.
    const installed = join(here, 'node_modules', '.pnpm', copies[0], 'node_modules', '@healthsite', name);
    assert.equal(lstatSync(installed).isSymbolicLink(), false);
  }
});

test('@healthsite/ui renders a Button and applies the external-link rules', async () => {
  const { Button, Link } = await import('@healthsite/ui');
  const html = renderToString(
    h(
      'div',
      null,
      h(Button, { variant: 'contained' }, 'Suchen'),
      h(Link, { href: 'https://shop.example' }, 'Shop'),
    ),
  );
  assert.match(html, /<button[^>]*>.*Suchen/s);
  assert.match(html, /target="_blank"/);
  assert.match(html, /rel="noopener noreferrer nofollow"/);
});

test("@healthsite/ui/sanitize cleans CMS HTML for RichText, worded in the reader's language", async () => {
  const { RichText } = await import('@healthsite/ui');
  const { sanitizeRichText } = await import('@healthsite/ui/sanitize');
  const html = sanitizeRichText(
    '<p onclick="x()">Text <a href="https://a.example">Studie</a><script>y()</script></p>',
  );
  assert.deepEqual(JSON.parse(JSON.stringify(html)), html, 'serialisable, for a loader');
  const de = renderToString(h(RichText, { html, locale: 'de-DE' }));
  assert.doesNotMatch(de, /onclick|<script/);
  assert.match(de, /\(öffnet in neuem Tab\)/);
  assert.match(renderToString(h(RichText, { html, locale: 'en' })), /\(opens in a new tab\)/);
  assert.throws(() => renderToString(h(RichText, { html: '<p>raw</p>' })), /sanitizeRichText/);
});

test('@healthsite/ui ships its stylesheet and fonts', () => {
  const css = fileURLToPath(import.meta.resolve('@healthsite/ui/styles.css'));
  assert.ok(existsSync(css), `${css} exists`);
  const fonts = [...readFileSync(css, 'utf8').matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map(
    (m) => m[1],
  );
  assert.ok(fonts.length > 0, 'the stylesheet declares its fonts');
  const text = readFileSync(css, 'utf8');
  assert.match(text, /--hs-color-primary:/, 'the tokens and themes are in it');
  assert.match(text, /\.hs-button/, "and every component's styles");
  assert.ok(existsSync(join(dirname(css), 'fonts', 'LICENSE-Inter.txt')), "Inter's licence ships with it");
  // No module imports CSS: nothing a bundler could drop, nothing a plain Node import chokes on.
  const index = fileURLToPath(import.meta.resolve('@healthsite/ui'));
  assert.doesNotMatch(readFileSync(index, 'utf8'), /\.css['"]/);
  for (const font of fonts) assert.ok(existsSync(join(dirname(css), font)), `${font} is in the package`);
});

test('@healthsite/content-client builds slugs and rejects an unconfigured endpoint', async () => {
  const { anchorSlug, createContentClient } = await import('@healthsite/content-client');
  assert.equal(anchorSlug({ id: 'b', uiComponent: 'X', headline: 'Über uns' }), 'ueber-uns');
  const client = createContentClient({ endpoint: '' });
  await assert.rejects(() => client.getSites(), /Endpoint not configured\./);
});

// A sister brand's finder catalogue: its own products and online pharmacies, passed in.
const sisterCatalogueInput = {
  brand: 'SISTER',
  products: [
    {
      name: 'SISTER CARE',
      title: 'SISTER<sup>®</sup> CARE',
      image: { src: 'data:image/svg+xml,', alt: 'Packung SISTER CARE' },
      landscapeFormat: false,
      variants: [{ name: '10 ml Augentropfen', pzn: '18734027' }],
    },
  ],
  onlinePharmacies: [
    {
      name: 'Shop Eins',
      url: 'https://shop-eins.example/',
      logo: { src: 'data:image/svg+xml,', alt: 'Logo Shop Eins' },
      products: [{ pzn: '18734027', url: 'https://shop-eins.example/p/18734027' }],
    },
  ],
};

test("@healthsite/finder checks a site's catalogue (PZN check digits) and formats distances", async () => {
  const { defineFinderCatalogue, onlinePharmaciesFor, formatDistanceKm, FinderCatalogueError } =
    await import('@healthsite/finder');
  const catalogue = defineFinderCatalogue(sisterCatalogueInput);
  assert.deepEqual(
    onlinePharmaciesFor(catalogue, '18734027', () => 0).map((p) => p.url),
    ['https://shop-eins.example/p/18734027'],
  );
  const badPzn = structuredClone(sisterCatalogueInput);
  badPzn.products[0].variants[0].pzn = '18734028';
  assert.throws(() => defineFinderCatalogue(badPzn), FinderCatalogueError);
  assert.equal(formatDistanceKm('1.25'), '1,3 km');
});

test("@healthsite/finder/react renders the finder with the site's catalogue and German copy", async () => {
  const { defineFinderCatalogue } = await import('@healthsite/finder');
  const { FinderProvider, FinderPanel, createInMemoryLocalSearchService } =
    await import('@healthsite/finder/react');
  const css = fileURLToPath(import.meta.resolve('@healthsite/finder/styles.css'));
  assert.ok(existsSync(css), `${css} exists`);
  const html = renderToString(
    h(
      FinderProvider,
      {
        catalogue: defineFinderCatalogue(sisterCatalogueInput),
        localSearch: createInMemoryLocalSearchService([]),
        locale: 'de-DE',
      },
      h(FinderPanel, { loadMap: null }),
    ),
  );
  assert.match(html, /In der Nähe/);
  assert.match(html, /Online Apotheken/);
  assert.match(html, /Postleitzahl eingeben/);
  assert.match(html, /SISTER CARE/);
  assert.match(html, /Suchen/);
});

test('a third locale and a theme of its own render through the packages', async () => {
  const { LocaleProvider, ThemeStyle, Button, Link, defineTheme, localeCopy } =
    await import('@healthsite/ui');
  const { PageRenderer } = await import('@healthsite/blocks');
  const lagoon = defineTheme({
    name: 'lagoon',
    properties: {
      '--hs-color-primary': '#005f73',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#004655',
      '--hs-color-primary-soft': '#e0f1f4',
      '--hs-color-accent': '#0a9396',
    },
  });
  const copy = localeCopy('it', {
    ui: { opensInNewTab: 'si apre in una nuova scheda', loading: 'Caricamento …' },
  });
  // React separates adjacent text with comments; the reader sees one text.
  const html = renderToString(
    h(
      LocaleProvider,
      { locale: 'it', copy },
      h(ThemeStyle, { themes: [lagoon] }),
      h(Link, { href: 'https://negozio.example' }, 'Negozio'),
      h(Button, { loading: true }, 'Invia'),
      h(PageRenderer, {
        page: {
          id: 'p-it',
          locale: 'it',
          theme: 'lagoon',
          content: [{ id: 'c', uiComponent: 'CmCopyCenter', headline: 'Ciao' }],
        },
      }),
    ),
  ).replaceAll('<!-- -->', '');
  assert.match(html, /\[data-theme='lagoon'\] \{\s*--hs-color-primary: #005f73;/);
  assert.match(html, /\(si apre in una nuova scheda\)/);
  assert.match(html, /Caricamento …/);
  assert.match(html, /data-theme="lagoon"/);
  assert.match(html, /Ciao/);
});

test('@healthsite/blocks renders a page through the page renderer', async () => {
  const { PageRenderer } = await import('@healthsite/blocks');
  const page = {
    id: 'p-home',
    theme: 'care',
    content: [
      { id: 'b-stage', uiComponent: 'SmStage', headline: 'Klare Sicht für trockene Augen' },
      {
        id: 'b-copy',
        uiComponent: 'CmCopyCenter',
        headline: 'Über uns',
        copy: '<p>Text<script>alert(1)</script></p>',
      },
      { id: 'b-bad', uiComponent: 'Cm Copy' },
    ],
  };
  const html = renderToString(h(PageRenderer, { page, locale: 'de-DE' }));
  assert.match(html, /data-theme="care"/);
  assert.match(html, /Klare Sicht für trockene Augen/);
  assert.match(html, /data-block="CmCopyCenter"/);
  assert.doesNotMatch(html, /<script>/);
});

test('@healthsite/blocks/search finds pages in a serialised index', async () => {
  const { buildSearchIndex, serializeSearchIndex, loadSearchIndex, siteSearchOf } =
    await import('@healthsite/blocks/search');
  const json = serializeSearchIndex(
    buildSearchIndex([{ path: '/trockene-augen', title: 'Trockene Augen', text: 'Ursachen und Hilfe' }]),
  );
  const search = siteSearchOf(loadSearchIndex(json));
  assert.equal(search('Augen', 5)[0]?.path, '/trockene-augen');
});

test('@healthsite/blocks/chrome-dialogs has the dialogs the chrome entry leaves out', async () => {
  const { StoreDrawerDialog } = await import('@healthsite/blocks/chrome-dialogs');
  const chrome = await import('@healthsite/blocks/chrome');
  assert.equal('LegalTextsModal' in chrome, false, 'the chrome entry leaves the dialogs out');
  assert.equal(typeof StoreDrawerDialog, 'function');
});

test('@healthsite/services/server serves the API from a server of its own; the client and errors entries talk to it', async () => {
  const { createServicesHandler, openDatabase, migrate, approveReview } =
    await import('@healthsite/services/server');
  const { createHttpServices } = await import('@healthsite/services/client');
  const { ServiceError } = await import('@healthsite/services/errors');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const http = await import('node:http');

  const dir = mkdtempSync(join(tmpdir(), 'consumer-services-'));
  const db = await openDatabase(join(dir, 'site.db'));
  await migrate(db);
  const mails = [];
  const handle = createServicesHandler({
    db,
    mailer: { send: async (message) => void mails.push(message) },
    mail: { from: 'site@sister.example', contactTo: 'team@sister.example' },
    minFillMs: 0,
    site: {
      brand: 'SISTER',
      siteUrl: 'http://127.0.0.1',
      isProduct: (id) => id === 'prod-a',
      formDefinition: () => undefined,
      pages: {
        newsletterConfirm: { 'de-DE': '/nl/ok', en: '/en/nl/ok' },
        newsletterUnsubscribe: { 'de-DE': '/nl/ab', en: '/en/nl/ab' },
      },
    },
  });
  // A sister site's own Node server: its requests as Fetch-API Requests to the handler.
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const answer = await handle(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: Object.entries(req.headers).filter((e) => typeof e[1] === 'string'),
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const services = createHttpServices({ baseUrl: `http://127.0.0.1:${server.address().port}` });
    const created = await services.reviews.create({
      product: 'prod-a',
      rating: 5,
      title: 'Sehr angenehm',
      content: 'Die Tropfen sind angenehm und lassen sich gut dosieren.',
      displayName: 'Kim',
      email: 'kim@example.com',
      privacyAccepted: true,
      locale: 'de-DE',
    });
    assert.equal(created.status, 'pending');
    assert.equal((await services.reviews.list({ product: 'prod-a' })).total, 0, 'pending is not listed');
    await approveReview(db, created.id);
    const list = await services.reviews.list({ product: 'prod-a' });
    assert.deepEqual([list.total, list.average, list.items[0]?.title], [1, 5, 'Sehr angenehm']);
    await assert.rejects(
      () => services.reviews.list({ product: 'prod-unknown' }),
      (error) => error instanceof ServiceError && error.kind === 'not-found',
    );
  } finally {
    server.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
