// Structured logs of the web server: one JSON object per line on stdout (pino), levels from
// LOG_LEVEL. What a line may carry: ids, methods, paths without their query, statuses, durations,
// cache states, error messages. Never a query string, an IP address, an e-mail address or a body.
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The same warning or error is written at most once per this window. */
export const REPEAT_WINDOW_MS = 30_000;

export interface LoggerOptions {
  level: string;
  /** Where lines go (default: stdout, written asynchronously so a busy server is not held up). */
  destination?: DestinationStream;
  now?: () => number;
}

/**
 * The process's logger. Warnings and errors with the same message are written once per
 * `REPEAT_WINDOW_MS`: a CMS outage must not write one line per page view.
 */
export function createLogger({ level, destination, now = Date.now }: LoggerOptions): Logger {
  const seen = new Map<string, number>();
  const stdout = destination ? undefined : pino.destination({ dest: 1, sync: false });
  const dest = destination ?? stdout!;
  const logger = pino(
    {
      level,
      base: { service: 'web' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method, levelValue) {
          if (levelValue >= 40) {
            const message = args.find((a): a is string => typeof a === 'string') ?? '';
            const key = `${levelValue}:${message}`;
            const t = now();
            const last = seen.get(key);
            if (last !== undefined && t - last < REPEAT_WINDOW_MS) return;
            if (seen.size > 500) seen.clear();
            seen.set(key, t);
          }
          method.apply(this, args);
        },
      },
    },
    dest,
  );
  // Lines still buffered are written before the process ends.
  if (stdout) process.once('exit', () => stdout.flushSync());
  return logger;
}

const EMAIL = /[^\s/@?#]+@[^\s/@?#]+/g;

/** A path as it may be logged: no query, no e-mail address, no control characters, bounded length. */
export function loggablePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: log it as it came
  }
  // eslint-disable-next-line no-control-regex
  path = path.replace(/[\u0000-\u001f\u007f]/g, '').replace(EMAIL, '[email]');
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request id: the one a proxy or CDN sent (when it looks like one), else a new one. */
export function requestIdOf(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export interface AccessLine {
  id: string;
  method: string;
  pathname: string;
  status: number;
  /** Time until the response's headers were ready, in ms. */
  ms: number;
  /** Page cache state, when the page cache answered. */
  cache?: string | null | undefined;
}

/** One access line per request. */
export function logAccess(logger: Logger, line: AccessLine): void {
  // (A line not written is not put together: the path's cleaning costs more than serving from memory.)
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      req: { id: line.id, method: line.method, path: loggablePath(line.pathname) },
      res: { status: line.status },
      ms: Math.round(line.ms * 10) / 10,
      ...(line.cache ? { cache: line.cache.toLowerCase() } : {}),
    },
    'request',
  );
}
