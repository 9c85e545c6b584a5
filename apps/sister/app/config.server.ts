// The sister app's runtime configuration: one zod schema for the environment, parsed once at
// start, with one clear message per bad value. Defaults point at the local stand-ins.
import { z } from 'zod';

const url = (what: string) =>
  z
    .string()
    .trim()
    .url(`${what} must be an absolute http(s) URL`)
    .refine((value) => /^https?:/.test(value), `${what} must be an absolute http(s) URL`)
    .transform((value) => value.replace(/\/+$/, ''));

export const envSchema = z.object({
  PORT: z.coerce.number().int('PORT must be a whole number').min(0).max(65535).default(3100),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** The sister brand's content (CONTENT-CONTRACT §1): the stand-in serves it under /sister/content. */
  CONTENT_ENDPOINT: url('CONTENT_ENDPOINT').default('http://localhost:4001/sister/content'),
  /** The pharmacy finder service (§2); the browser asks this app's /api/finder, never the service. */
  FINDER_ENDPOINT: url('FINDER_ENDPOINT').default('http://localhost:4002'),
  /** How old the content may get before a request revalidates it, in ms. */
  CONTENT_REVALIDATE_MS: z.coerce.number().int().min(0).default(3000),
});

export type SisterConfig = z.output<typeof envSchema>;

/** The configuration, or every problem of the environment at once. */
export function parseEnv(env: Record<string, string | undefined>): SisterConfig {
  // Empty variables count as unset (shells and CI often export them empty).
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

let parsed: SisterConfig | undefined;

/** The configuration of this process (parsed on first use; the server parses it at start). */
export function config(): SisterConfig {
  return (parsed ??= parseEnv(process.env));
}
