#!/usr/bin/env node
// Moderation and export of the services' submissions, against the database the web server uses
// (the same DATABASE_URL / DATA_DIR configuration). Run from the project root:
//
//   pnpm reviews pending [--json]          reviews waiting for moderation
//   pnpm reviews approve <id>              publish
//   pnpm reviews reject <id>               never publish
//   pnpm reviews reply <id> "<text>"       the team's answer, shown under the review
//   pnpm reviews verify <id>               mark as verified buyer
//   pnpm submissions export <reviews|requests|forms|newsletter> [--format csv|json]
//   pnpm submissions purge --older-than <days>
//
// Exit codes: 0 done, 1 not found or failed, 2 wrong usage.
import { parseArgs } from 'node:util';
import {
  NotFoundError,
  approveReview,
  exportSubmissions,
  migrate,
  openDatabase,
  pendingReviews,
  purgeOlderThan,
  rejectReview,
  replyToReview,
  submissionKinds,
  toCsv,
  verifyReview,
  type SubmissionKind,
} from '@healthsite/services/server';
import { parseServicesConfig } from '../lib/services-config.ts';

const usage = `usage:
  pnpm reviews pending [--json]
  pnpm reviews approve|reject|verify <id>
  pnpm reviews reply <id> "<text>"
  pnpm submissions export <${submissionKinds.join('|')}> [--format csv|json]
  pnpm submissions purge --older-than <days>`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    format: { type: 'string', default: 'csv' },
    'older-than': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const [group, command, ...rest] = positionals;
if (values.help || !group || !command) fail(usage, values.help ? 0 : 2);

const problems: string[] = [];
const config = parseServicesConfig(process.env, problems);
if (problems.length) fail(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

const db = await openDatabase(config.database);
try {
  await migrate(db);
  await run(group, command, rest);
} catch (error) {
  if (error instanceof NotFoundError || error instanceof RangeError) fail(error.message, 1);
  throw error;
} finally {
  await db.destroy();
}

async function run(group: string, command: string, args: string[]) {
  if (group === 'reviews') {
    if (command === 'pending') {
      const pending = await pendingReviews(db);
      if (values.json) return console.log(JSON.stringify(pending, null, 2));
      if (pending.length === 0) return console.log('No reviews are waiting.');
      for (const r of pending)
        console.log(
          `${r.id}  ${r.product}  ${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}  ${r.createdAt.slice(0, 10)}  ${r.locale}` +
            `${r.duplicateOf ? `  (same address reviewed this product before: ${r.duplicateOf})` : ''}\n` +
            `    ${r.title} — ${r.displayName}\n    ${r.content.replace(/\s+/g, ' ')}\n`,
        );
      return console.log(`${pending.length} review(s) waiting. Approve with: pnpm reviews approve <id>`);
    }
    const id = args[0];
    if (!id) fail(usage);
    if (command === 'approve') await approveReview(db, id);
    else if (command === 'reject') await rejectReview(db, id);
    else if (command === 'verify') await verifyReview(db, id);
    else if (command === 'reply') {
      const text = args.slice(1).join(' ');
      if (!text.trim()) fail('reply needs the text: pnpm reviews reply <id> "<text>"');
      await replyToReview(db, id, text);
    } else fail(usage);
    const done = { approve: 'approved', reject: 'rejected', verify: 'verified', reply: 'replied' }[command];
    return console.log(`review ${id}: ${done}`);
  }
  if (group === 'submissions') {
    if (command === 'export') {
      const kind = args[0] as SubmissionKind | undefined;
      if (!kind || !submissionKinds.includes(kind)) fail(usage);
      if (values.format !== 'csv' && values.format !== 'json') fail('--format is csv or json');
      const rows = await exportSubmissions(db, kind);
      process.stdout.write(values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows));
      return;
    }
    if (command === 'purge') {
      const days = Number(values['older-than']);
      if (values['older-than'] === undefined || !Number.isFinite(days) || days < 0)
        fail('purge needs --older-than <days>');
      const result = await purgeOlderThan(db, days);
      return console.log(
        Object.entries(result)
          .map(([what, n]) => `${what}: ${n}`)
          .join(', '),
      );
    }
  }
  fail(usage);
}
