// The services API alone (@healthsite/services' handler on node:http through Hono's adapter, as
// the web server mounts it), in its own process: what bench/services.mjs measures and what the
// resilience test kills with SIGKILL. Not for production (the web server serves /api).
//
//   SERVICES_DATABASE=<sqlite file | postgres://…> SMTP_URL=smtp://127.0.0.1:<port> node apps/web/scripts/services-only.ts
//
// Listens on PORT (default 0: a free one) on 127.0.0.1 and prints one line `{"port":N}` when it
// accepts connections. Rate limits are raised and the minimum fill time is off (a benchmark posts
// as fast as it can from one address); every other check of the handler applies. Log lines go to
// stderr as JSON (ids only, like the web server's). Site: https://www.example.test (the Origin
// posts carry), products prod-dual, prod-fresh, prod-gel, the generic form `muster-anfordern`.
import { getRequestListener } from '@hono/node-server';
import {
  createOutbox,
  createServicesHandler,
  createSmtpMailer,
  migrate,
  openDatabase,
  type LogEntry,
} from '@healthsite/services/server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The site definition (a caller posts with this Origin, for these products and this form).
const servicesOnlySite = 'https://www.example.test';
const servicesOnlyProducts = ['prod-dual', 'prod-fresh', 'prod-gel'];
const servicesOnlyForm = {
  formId: 'muster-anfordern',
  fields: [
    { type: 'text' as const, name: 'name', label: 'Name', required: true, minLength: 2 },
    { type: 'email' as const, name: 'email', label: 'E-Mail', required: true },
    {
      type: 'select' as const,
      name: 'produkt',
      label: 'Produkt',
      required: true,
      options: [
        { value: 'dual', label: 'Dual' },
        { value: 'gel', label: 'Gel' },
      ],
    },
    { type: 'checkbox' as const, name: 'rueckruf', label: 'Rückruf' },
  ],
};

function number(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

async function main() {
  const database = process.env.SERVICES_DATABASE;
  const smtpUrl = process.env.SMTP_URL;
  if (!database || !smtpUrl) throw new Error('set SERVICES_DATABASE and SMTP_URL');
  const db = await openDatabase(database);
  await migrate(db);
  const log = (entry: LogEntry) => process.stderr.write(`${JSON.stringify(entry)}\n`);
  const mailer = await createSmtpMailer({ url: smtpUrl, timeoutMs: number('SMTP_TIMEOUT_MS', 5_000) });
  const outbox = createOutbox({
    db,
    mailer,
    log,
    baseBackoffMs: number('OUTBOX_BACKOFF_MS', 5_000),
    maxBackoffMs: number('OUTBOX_MAX_BACKOFF_MS', 15 * 60_000),
    pollMs: number('OUTBOX_POLL_MS', 5_000),
  });
  const stopOutbox = outbox.start();
  const generous = { max: 1e9, windowMs: 60_000 };
  const handler = createServicesHandler({
    db,
    outbox,
    log,
    minFillMs: 0,
    limits: { perClient: generous, perAddress: generous },
    mail: { from: '"LUMEDRA®" <newsletter@example.test>', contactTo: 'team@example.test' },
    clientAddress: () => '127.0.0.1',
    site: {
      brand: 'LUMEDRA®',
      siteUrl: servicesOnlySite,
      isProduct: (id) => servicesOnlyProducts.includes(id),
      formDefinition: (formId) => (formId === servicesOnlyForm.formId ? servicesOnlyForm : undefined),
      pages: {
        newsletterConfirm: { 'de-DE': '/newsletter/bestaetigen', en: '/en/newsletter/confirm' },
        newsletterUnsubscribe: {
          'de-DE': '/newsletter/abbestellen',
          en: '/en/newsletter/unsubscribe/confirm',
        },
      },
    },
  });
  const server = createServer(getRequestListener(handler));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(number('PORT', 0), '127.0.0.1', resolve));
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);

  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stopOutbox();
    mailer.close?.();
    await db.destroy();
  };
  process.once('SIGTERM', () => void stop().then(() => process.exit(0)));
  process.once('SIGINT', () => void stop().then(() => process.exit(0)));
}

await main();
