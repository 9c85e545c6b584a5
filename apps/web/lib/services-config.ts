// Runtime configuration of the services API (reviews, newsletter, forms): storage, mail, limits.
// Shared by the web server (app/config.server.ts) and the moderation CLI, so both open the same
// database. Every bad value is reported with its own message.
import { isAbsolute, join, resolve } from 'node:path';

export interface ServicesConfig {
  /** SERVICES=off switches the API off: the blocks show their "not available" state. */
  enabled: boolean;
  /** `postgres://…` (DATABASE_URL), else the SQLite file in DATA_DIR. */
  database: string;
  /** Where mail leaves (SMTP_URL); MailDev on 1025 in the embedded default. */
  smtpUrl: string;
  mailFrom: string;
  contactTo: string;
  /** Submissions filled faster than this are dropped as bots (FORM_MIN_FILL_MS). */
  minFillMs: number;
  /** Writes a few fictional published reviews into an empty database (the demo; never in production). */
  seedDemoReviews: boolean;
  /** Key of the hashed rate-limit keys; the same on every instance (RATE_LIMIT_SECRET). */
  hashSecret: string;
  /** Submissions per client address and endpoint per 10 minutes (RATE_LIMIT_PER_CLIENT). */
  perClientLimit: number;
  /** Take the client address from X-Forwarded-For (behind a proxy or CDN you trust; TRUST_PROXY=1). */
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

const onOff = (name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean => {
  if (raw === undefined) return fallback;
  if (['1', 'on', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'off', 'false', 'no'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be on or off, got "${raw}"`);
  return fallback;
};

const wholeNumber = (name: string, raw: string | undefined, fallback: number, problems: string[]): number => {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    problems.push(`${name} must be a whole number, got "${raw}"`);
    return fallback;
  }
  return Number(raw);
};

/** `cwd` resolves a relative DATA_DIR (the web server runs in apps/web; the CLI at the root). */
export function parseServicesConfig(env: Env, problems: string[], cwd = process.cwd()): ServicesConfig {
  const value = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/[^\s]+$/.test(databaseUrl))
    problems.push(`DATABASE_URL must be a postgres:// URL, got a value of another form`);
  const dataDir = value('DATA_DIR') ?? join(cwd, 'data');
  const database =
    databaseUrl ?? join(isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir), 'healthsite.db');

  const smtpUrl = value('SMTP_URL') ?? 'smtp://127.0.0.1:1025';
  try {
    const u = new URL(smtpUrl);
    if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:')
      problems.push(`SMTP_URL must be smtp:// or smtps://`);
  } catch {
    problems.push('SMTP_URL must be a URL like smtp://user:password@host:587');
  }
  const address = /^[^\s@<>]+@[^\s@<>]+$/;
  const mailFrom = value('MAIL_FROM') ?? 'newsletter@localhost';
  if (!address.test(mailFrom.replace(/^.*<([^>]+)>$/, '$1')))
    problems.push('MAIL_FROM must be an e-mail address');
  const contactTo = value('CONTACT_TO') ?? 'kontakt@localhost';
  if (!address.test(contactTo)) problems.push('CONTACT_TO must be an e-mail address');

  const hashSecret = value('RATE_LIMIT_SECRET') ?? 'healthsite-rate-limits';
  return {
    enabled: onOff('SERVICES', value('SERVICES'), true, problems),
    database,
    smtpUrl,
    mailFrom,
    contactTo,
    minFillMs: wholeNumber('FORM_MIN_FILL_MS', value('FORM_MIN_FILL_MS'), 1500, problems),
    seedDemoReviews: onOff('SEED_DEMO_REVIEWS', value('SEED_DEMO_REVIEWS'), false, problems),
    hashSecret,
    perClientLimit: wholeNumber('RATE_LIMIT_PER_CLIENT', value('RATE_LIMIT_PER_CLIENT'), 20, problems),
    trustProxy: onOff('TRUST_PROXY', value('TRUST_PROXY'), false, problems),
  };
}
