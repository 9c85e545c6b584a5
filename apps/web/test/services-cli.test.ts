// The moderation CLI as an operator runs it: a real process against a real SQLite database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** This test's time limit, for the suite's list of the slowest tests. */
    limitMs?: number;
  }
}
import { listReviews, migrate, openSqlite, type ServicesDb } from '@healthsite/services/server';
import { testTimeouts } from '../../../scripts/test-timeouts';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '..', 'scripts', 'services-cli.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'healthsite-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
const exec = (...args: string[]) => run(process.execPath, [cli, ...args], { env });
const execFails = async (...args: string[]) => {
  try {
    await exec(...args);
  } catch (error) {
    return error as { code: number; stderr: string };
  }
  throw new Error(`expected "${args.join(' ')}" to fail`);
};

let db: ServicesDb;
const now = new Date().toISOString();

beforeAll(async () => {
  db = await openSqlite({ path: join(dataDir, 'healthsite.db') });
  await migrate(db);
  const review = (id: string, product: string, rating: number) => ({
    id,
    product,
    locale: 'de-DE',
    rating,
    title: `Titel ${id}`,
    content: 'Ein Inhalt, der lang genug ist.',
    display_name: 'Jo',
    email: 'jo@example.com',
    email_hash: 'h',
    status: 'pending',
    verified_buyer: 0,
    duplicate_of: null,
    reply: null,
    reply_at: null,
    created_at: now,
    published_at: null,
  });
  await db
    .insertInto('reviews')
    .values([review('r1', 'prod-dual', 5), review('r2', 'prod-dual', 2)])
    .execute();
  await db
    .insertInto('contact_requests')
    .values({
      id: 'q1',
      topic: 'Frage',
      message: '=1+1 "zitiert", mit Komma',
      name: 'Kim',
      email: 'kim@example.com',
      locale: 'de-DE',
      created_at: now,
    })
    .execute();
});

afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts several CLI processes (about 0.7 s each on a busy machine).
// Each test runs the CLI several times as a child process (a Node start each): three unit limits.
const limitMs = testTimeouts.unit * 3;

describe('pnpm reviews / pnpm submissions', { timeout: limitMs }, () => {
  // The suite's summary reads the limit from here (the JSON report has no per-test time-out).
  beforeEach(({ task }) => {
    task.meta.limitMs = limitMs;
  });

  it('lists pending reviews as JSON, approves, replies, verifies and rejects them', async () => {
    const pending = JSON.parse((await exec('reviews', 'pending', '--json')).stdout) as {
      id: string;
      rating: number;
    }[];
    expect(pending.map((r) => [r.id, r.rating])).toEqual([
      ['r1', 5],
      ['r2', 2],
    ]);
    expect((await exec('reviews', 'pending')).stdout).toContain('2 review(s) waiting');

    expect((await exec('reviews', 'approve', 'r1')).stdout).toContain('r1: approved');
    await exec('reviews', 'reply', 'r1', 'Danke für Ihre Bewertung!');
    await exec('reviews', 'verify', 'r1');
    await exec('reviews', 'reject', 'r2');
    const page = await listReviews(db, { product: 'prod-dual' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: 'r1',
      verifiedBuyer: true,
      reply: { content: 'Danke für Ihre Bewertung!' },
    });
    expect(JSON.parse((await exec('reviews', 'pending', '--json')).stdout)).toEqual([]);
  });

  it('fails with exit code 1 for an unknown id and 2 for wrong usage', async () => {
    expect((await execFails('reviews', 'approve', 'nope')).code).toBe(1);
    expect((await execFails('reviews', 'dance')).code).toBe(2);
    expect((await execFails('submissions', 'export', 'passwords')).code).toBe(2);
  });

  it('exports as CSV (quoted, formulas defused) and JSON, and purges by age', async () => {
    const csv = (await exec('submissions', 'export', 'requests')).stdout;
    expect(csv.split('\r\n')[0]).toBe('id,topic,message,name,email,locale,createdAt');
    expect(csv).toContain(`q1,Frage,"'=1+1 ""zitiert"", mit Komma",Kim,kim@example.com,de-DE,${now}`);
    const json = JSON.parse(
      (await exec('submissions', 'export', 'reviews', '--format', 'json')).stdout,
    ) as unknown[];
    expect(json).toHaveLength(2);
    expect((await exec('submissions', 'purge', '--older-than', '0')).stdout).toMatch(/requests: 1/);
    expect((await exec('submissions', 'export', 'requests')).stdout).toBe('');
  });
});
