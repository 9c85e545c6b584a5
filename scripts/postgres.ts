// A throwaway PostgreSQL server for tests and benchmarks: Debian's binaries, a cluster in a
// temporary directory, a free loopback port, no fsync (the data is thrown away). PostgreSQL refuses
// to run as root, so as root it runs as the `postgres` user that Debian's package creates.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './postgres-bin.mjs';

export interface TestPostgres {
  /** postgres://… of the server's default database. */
  url: string;
  /** A fresh database on the server; returns its URL. */
  createDatabase(name: string): string;
  stop(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: `npm test` installs it when run as root; else `sudo apt-get install postgresql` (or set POSTGRES_BIN).',
    );
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'healthsite-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (cmd: string, args: string[]) => {
    const full = join(bin, cmd);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${cmd} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
    return result.stdout;
  };
  const user = asRoot ? 'postgres' : userInfo().username;
  run('initdb', ['-D', data, '-A', 'trust', '-U', user, '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -F -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  // -w waits until the server accepts connections (pg_ctl polls; its own time-out is 60 s).
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '300', 'start']);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase(name) {
      run('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        user,
        '-d',
        'postgres',
        '-c',
        `CREATE DATABASE "${name}"`,
      ]);
      return `postgres://${user}@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
