// What the web benches share: the content and finder stand-ins and the production web server, each
// in its own process on free ports, the demo content's public paths, and a keep-alive HTTP client.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A child process (`node <file>`) that is up once `ready` answers 200. */
export async function startProcess(label, file, env, ready) {
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${label} ended: ${stderr}`);
    try {
      if ((await fetch(ready)).status === 200) return { child, exited, pid: child.pid };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${label} did not start: ${stderr}`);
}

/** The stand-ins and one web server per entry of `webs` (extra environment each). */
export async function startSite({ webs = [{}] } = {}) {
  const [contentPort, finderPort] = [await freePort(), await freePort()];
  const content = await startProcess(
    'content-service',
    'apps/content-service/src/main.ts',
    // Its images on the content endpoint's own origin: the site serves (proxies) images from the
    // CMS's origin and IMAGE_ORIGINS only, and drops a block whose image is from any other host
    // (the service's default, http://localhost:PORT, is another host than 127.0.0.1).
    { PORT: String(contentPort), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${contentPort}` },
    `http://127.0.0.1:${contentPort}/health`,
  );
  const finder = await startProcess(
    'finder-service',
    'apps/finder-service/src/main.ts',
    { PORT: String(finderPort), HOST: '127.0.0.1' },
    `http://127.0.0.1:${finderPort}/health`,
  );
  const servers = [];
  for (const extra of webs) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const web = await startProcess(
      'web',
      'apps/web/server.ts',
      {
        NODE_ENV: 'production',
        EMBEDDED: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        CONTENT_ENDPOINT: `http://127.0.0.1:${contentPort}/content`,
        FINDER_ENDPOINT: `http://127.0.0.1:${finderPort}`,
        SITE_URL: base,
        SERVICES: 'off',
        DEBUG_HEADERS: 'on',
        LOG_LEVEL: 'warn',
        ...extra,
      },
      `${base}/readyz`,
    );
    servers.push({ ...web, base });
  }
  const pages = await demoPaths(contentPort);
  const site = {
    base: servers[0].base,
    web: servers[0],
    servers,
    pages,
    content,
    async stop() {
      for (const p of [...servers, finder, content]) if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await Promise.all([...servers, finder, content].map((p) => p.exited));
    },
  };
  // A bench measures whole pages: every block of every demo page rendered (X-Dropped-Blocks, sent
  // with DEBUG_HEADERS=on), or it stops before measuring anything.
  const incomplete = [];
  for (const path of pages) {
    const res = await fetch(new URL(path, site.base));
    await res.arrayBuffer();
    const dropped = res.headers.get('x-dropped-blocks');
    if (res.status !== 200 || dropped !== '0') incomplete.push(`${path} (${res.status}, ${dropped} dropped)`);
  }
  if (incomplete.length > 0) {
    await site.stop();
    throw new Error(`these demo pages do not render whole, nothing measured: ${incomplete.join(', ')}`);
  }
  return site;
}

/** The middle value of a list of figures (the upper one of the two middle values of an even list). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every public path of the demo content (both locales, the /404 pages left out). */
export async function demoPaths(contentPort) {
  const body = await (await fetch(`http://127.0.0.1:${contentPort}/content`)).json();
  const prefix = { 'de-DE': '', en: '/en' };
  return body.sites
    .flatMap((site) =>
      site.pages.map((page) => {
        const path = (prefix[site.locale] ?? '') + page.urlSegment;
        return path.length > 1 ? path.replace(/\/$/, '') : path;
      }),
    )
    .filter((path) => !/\/404$/.test(path));
}

/** A keep-alive client: `get(base, path)` resolves with status, X-Cache and time (status 0: broken). */
export function httpClient({ connections = 8, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (base, path) => {
    const started = performance.now();
    return new Promise((resolve) => {
      http
        .get(new URL(path, base), { agent, headers }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              cache: res.headers['x-cache'],
              ms: performance.now() - started,
            }),
          );
          res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
        })
        .on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
  };
  return { agent, get, close: () => agent.destroy() };
}

/** CPU seconds (user + system) a process has used so far (Linux). */
export async function cpuSeconds(pid) {
  const { readFile, readdir } = await import('node:fs/promises');
  // Every thread's time on a CPU in nanoseconds (/proc/<pid>/task/<tid>/schedstat: the main thread,
  // V8's helpers, libuv's pool): finer than the process's clock ticks (1/100 s), which count a
  // slice of half a second to within a few per cent only.
  try {
    let ns = 0;
    for (const tid of await readdir(`/proc/${pid}/task`)) {
      const stat = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => '0');
      ns += Number(stat.split(' ')[0]);
    }
    return ns / 1e9;
  } catch {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 12th and 13th fields after the command name, in clock ticks (1/100 s).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }
}

/**
 * Requests/s and latency percentiles of `connections` clients asking for `path` for `seconds`;
 * with the server's `pid`, also its CPU time per request and so the requests one core would answer
 * per second (`perCore`), a figure that other work on a busy machine moves far less than req/s.
 */
export async function measure(client, base, path, { seconds, connections, pid, warm = 200 }) {
  for (let i = 0; i < warm; i++) await client.get(base, path); // warm (JIT, caches)
  const cpuBefore = pid ? await cpuSeconds(pid) : 0;
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const { status, ms } = await client.get(base, path);
        if (status === 0 || status >= 500) errors++;
        latencies.push(ms);
      }
    }),
  );
  const cpu = pid ? (await cpuSeconds(pid)) - cpuBefore : NaN;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    cpu,
    rps: latencies.length / seconds,
    perCore: latencies.length / cpu,
    cpuMsPerRequest: (cpu * 1000) / latencies.length,
    p50: pct(50),
    p95: pct(95),
    errors,
  };
}

/** Kilobytes of resident memory of a process (Linux). */
export async function rssKb(pid) {
  const { readFile } = await import('node:fs/promises');
  const line = (await readFile(`/proc/${pid}/status`, 'utf8'))
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/\d+/.exec(line ?? '')?.[0] ?? NaN);
}
