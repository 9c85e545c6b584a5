// Where Debian's PostgreSQL server binaries are (initdb, pg_ctl), or undefined. POSTGRES_BIN wins.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function postgresBinDir(env = process.env) {
  if (env.POSTGRES_BIN) return existsSync(join(env.POSTGRES_BIN, 'initdb')) ? env.POSTGRES_BIN : undefined;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}
