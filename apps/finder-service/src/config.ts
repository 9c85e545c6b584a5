// Runtime configuration of the finder service: one zod schema for the environment, parsed once at
// start, with one clear message per bad value. Empty variables count as unset.
import { z } from 'zod';
import { scenarios, type Scenario } from './server.ts';

export interface FinderServiceConfig {
  port: number;
  host: string;
  scenario: Scenario;
  /** Enables PUT /__control/scenario. */
  control: boolean;
  /** MiB of answers kept in memory; 0 turns the cache off. */
  cacheMb: number;
}

const wholeNumber = (rule: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, rule)
    .transform(Number)
    .refine((value) => value <= max, rule);

export const envSchema = z
  .object({
    PORT: wholeNumber('must be an integer from 0 to 65535', 65535).default(4002),
    HOST: z.string().regex(/^\S+$/, 'must be a host name or IP address').default('127.0.0.1'),
    FINDER_SCENARIO: z.enum(scenarios, `must be one of ${scenarios.join(', ')}`).default('normal'),
    FINDER_CONTROL: z
      .enum(['0', '1'], 'must be 1 (enable PUT /__control/scenario) or 0')
      .transform((value) => value === '1')
      .default(false),
    FINDER_CACHE_MB: wholeNumber('must be an integer from 0 (off) to 4096', 4096).default(16),
  })
  .transform((env): FinderServiceConfig => ({
    port: env.PORT,
    host: env.HOST,
    scenario: env.FINDER_SCENARIO,
    control: env.FINDER_CONTROL,
    cacheMb: env.FINDER_CACHE_MB,
  }));

export type ConfigResult = { ok: true; config: FinderServiceConfig } | { ok: false; errors: string[] };

export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const given = Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(given);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message}, got ${JSON.stringify(env[name])}`;
    }),
  };
}
