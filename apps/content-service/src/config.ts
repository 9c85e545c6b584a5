// Runtime configuration of the content service: one zod schema for the environment, parsed once at
// start, with one clear message per bad value. Empty variables count as unset.
import { z } from 'zod';
import { scenarios, type Scenario } from './server.ts';

export interface ServiceConfig {
  port: number;
  host: string;
  /** Base of absolute image URLs; undefined with PORT=0 and no PUBLIC_URL (the service's own URL is used). */
  publicUrl: string | undefined;
  scenario: Scenario;
  control: boolean;
}

const PORT_RULE = 'must be a whole number from 0 to 65535';
const URL_RULE = 'must be an absolute http(s) URL without query or hash';

export const envSchema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d+$/, PORT_RULE)
      .transform(Number)
      .refine((port) => port <= 65535, PORT_RULE)
      .default(4001),
    HOST: z
      .string()
      .regex(/^[^\s/]+$/, 'must be a host name or IP address')
      .default('127.0.0.1'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: URL_RULE })
      .refine((url) => !/[?#]/.test(url), URL_RULE)
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    CONTENT_SCENARIO: z.enum(scenarios, `must be one of ${scenarios.join(', ')}`).default('normal'),
    CONTENT_CONTROL: z
      .enum(['0', '1', 'false', 'true'], 'must be 1 (enabled) or 0 (disabled)')
      .transform((value) => value === '1' || value === 'true')
      .default(false),
  })
  .transform((env): ServiceConfig => ({
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? (env.PORT > 0 ? `http://localhost:${env.PORT}` : undefined),
    scenario: env.CONTENT_SCENARIO,
    control: env.CONTENT_CONTROL,
  }));

export type ConfigResult = { ok: true; config: ServiceConfig } | { ok: false; errors: string[] };

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
      return `${name} ${issue.message}, got ${JSON.stringify(env[name])}.`;
    }),
  };
}
