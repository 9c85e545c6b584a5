// Fixed-window rate limits kept in the database, so they hold across any number of instances.
// Keys are keyed hashes (never an IP or an address in clear).
import type { ServicesDb } from './database';
import { iso, type Clock } from './util';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Counts one request for `key`; allowed while the count stays within the limit. */
export async function hit(db: ServicesDb, clock: Clock, key: string, limit: Limit): Promise<LimitResult> {
  const now = clock.now().getTime();
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: iso(new Date(start)), count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return {
    allowed: Number(row.count) <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000)),
  };
}

/** Drops windows that ended (run now and then; the table stays small). */
export async function pruneRateLimits(db: ServicesDb, clock: Clock, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', iso(new Date(clock.now().getTime() - olderThanMs)))
    .execute();
}
