// Ports of the end-to-end rig. Fixed ports made two suites on one machine (two clones, a second
// run for load, a developer's `npm start` beside `npm test`) fight over them, so each run takes
// free ones. Playwright evaluates its config in the runner and again in every worker: the runner
// picks the ports once and hands them on in E2E_PORTS, which the workers inherit.
import { execFileSync } from 'node:child_process';

export const e2ePortNames = [
  'content',
  'finder',
  'web',
  /** The static export, served by static-export.spec. */
  'staticExport',
  /** A second web server that errors.spec starts against an unreachable CMS. */
  'spareWeb',
  /** MailDev: SMTP for the web server's mail, and its inbox (REST API) for services.spec. */
  'mailSmtp',
  'mailWeb',
] as const;
export type E2ePortName = (typeof e2ePortNames)[number];
export type E2ePorts = Record<E2ePortName, number>;

/**
 * `count` ports that are free right now on every interface. Synchronous (a child process asks the
 * kernel for port 0 `count` times and holds them all until it has printed them, so they differ),
 * because Playwright's config cannot await.
 */
export function freePortsSync(count: number): number[] {
  const script = `
    import { createServer } from 'node:net';
    const servers = [];
    for (let i = 0; i < ${count}; i++) {
      const server = createServer();
      await new Promise((resolve, reject) => server.once('error', reject).listen(0, resolve));
      servers.push(server);
    }
    console.log(servers.map((s) => s.address().port).join(','));
    for (const s of servers) s.close();`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return out.trim().split(',').map(Number);
}

/** The rig's ports: those in E2E_PORTS when set (a worker, or a caller that chose), else new ones. */
export function e2ePorts(env: Record<string, string | undefined> = process.env): E2ePorts {
  const given = env.E2E_PORTS?.split(',').map(Number);
  if (given && (given.length !== e2ePortNames.length || given.some((p) => !Number.isInteger(p) || p <= 0))) {
    throw new Error(`E2E_PORTS must list ${e2ePortNames.length} ports, got "${env.E2E_PORTS}"`);
  }
  const list = given ?? freePortsSync(e2ePortNames.length);
  env.E2E_PORTS = list.join(',');
  return Object.fromEntries(e2ePortNames.map((name, i) => [name, list[i]!])) as E2ePorts;
}
