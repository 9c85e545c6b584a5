// MailDev (the mail catcher of the embedded default) on free loopback ports, for tests: SMTP for
// the outbox, and its REST API (GET /api/email) to read what arrived.
import { MailDev } from 'maildev';
import { createServer } from 'node:net';

export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  from: { address: string; name?: string }[];
  headers: Record<string, string>;
}

export interface TestMailDev {
  smtpPort: number;
  smtpUrl: string;
  webUrl: string;
  /** Every message caught so far, over MailDev's REST API. */
  messages(): Promise<CaughtMail[]>;
  /** The headers of a message as sent (lower-case names, unfolded), from its raw source. */
  rawHeaders(id: string): Promise<Record<string, string>>;
  /** Resolves once a message matches (polls the REST API; the test's own time-out bounds it). */
  waitFor(match: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startMailDev(smtpPort?: number): Promise<TestMailDev> {
  const smtp = smtpPort ?? (await freeLoopbackPort());
  const web = await freeLoopbackPort();
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  const webUrl = `http://127.0.0.1:${web}`;
  const messages = async () => (await (await fetch(`${webUrl}/api/email`)).json()) as CaughtMail[];
  return {
    smtpPort: smtp,
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl,
    messages,
    async rawHeaders(id) {
      const source = await (await fetch(`${webUrl}/api/email/${id}/source`)).text();
      const head = source.split(/\r?\n\r?\n/, 1)[0] ?? '';
      const headers: Record<string, string> = {};
      for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      return headers;
    },
    async waitFor(match) {
      for (;;) {
        const found = (await messages()).find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async clear() {
      await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' });
    },
    stop: () => maildev.stop(),
  };
}
