// Runtime configuration of the content service from the environment, validated with one clear
// message per bad value.
import { isScenario, scenarios, type Scenario } from './server.ts';

export interface ServiceConfig {
  port: number;
  host: string;
  /** Base of absolute image URLs; undefined with PORT=0 and no PUBLIC_URL (the service's own URL is used). */
  publicUrl: string | undefined;
  scenario: Scenario;
  control: boolean;
}

export type ConfigResult = { ok: true; config: ServiceConfig } | { ok: false; errors: string[] };

export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const errors: string[] = [];
  const rawPort = env.PORT?.trim() || '4001';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || !Number.isInteger(port) || port < 0 || port > 65535) {
    errors.push(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  const host = env.HOST?.trim() || '127.0.0.1';
  if (/\s|\//.test(host)) errors.push(`HOST must be a host name or IP address, got "${env.HOST}".`);

  let publicUrl: string | undefined;
  const rawPublicUrl = env.PUBLIC_URL?.trim();
  if (rawPublicUrl) {
    try {
      const parsed = new URL(rawPublicUrl);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      if (parsed.search || parsed.hash) throw new Error('query');
      publicUrl = parsed.href.replace(/\/+$/, '');
    } catch {
      errors.push(
        `PUBLIC_URL must be an absolute http(s) URL without query or hash, got "${env.PUBLIC_URL}".`,
      );
    }
  } else if (port > 0) {
    publicUrl = `http://localhost:${port}`;
  }
  const scenario = env.CONTENT_SCENARIO?.trim() || 'normal';
  if (!isScenario(scenario)) {
    errors.push(`CONTENT_SCENARIO must be one of ${scenarios.join(', ')}, got "${env.CONTENT_SCENARIO}".`);
  }
  const rawControl = env.CONTENT_CONTROL?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(rawControl)) {
    errors.push(`CONTENT_CONTROL must be 1 (enabled) or 0 (disabled), got "${env.CONTENT_CONTROL}".`);
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    config: {
      port,
      host,
      publicUrl,
      scenario: scenario as Scenario,
      control: rawControl === '1' || rawControl === 'true',
    },
  };
}
