// The sister site's production server: the built client assets, then every other request to
// React Router's handler. Run `pnpm build` first.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from 'react-router';
import { config as configOf, type SisterConfig } from './app/config.server.ts';

let config: SisterConfig;
try {
  config = configOf();
} catch (error) {
  console.error(`sister: ${(error as Error).message}`);
  process.exit(1);
}
// The build and the public files are found relative to this file, wherever it is started from.
process.chdir(dirname(fileURLToPath(import.meta.url)));

const build = await import(new URL('./build/server/index.js', import.meta.url).href);
const handle = createRequestHandler(build, 'production');
const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
// Hashed assets never change; everything else in public/ is revalidated.
app.use(
  '/assets/*',
  serveStatic({
    root: './build/client',
    onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
app.use('*', serveStatic({ root: './build/client' }));
app.all('*', (c) => handle(c.req.raw));

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) =>
  console.log(`sister: NORALIS on http://localhost:${info.port} (content ${config.CONTENT_ENDPOINT})`),
);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
