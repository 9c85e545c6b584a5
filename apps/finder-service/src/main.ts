import { isScenario, scenarios, startFinderService, type Scenario } from './server.ts';

// Runtime configuration from the environment, validated once, one clear message per bad value.
const problems: string[] = [];

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4002;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(raw)}`);
    return 0;
  }
  return Number(raw);
}

function parseHost(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '127.0.0.1';
  if (/\s/.test(raw)) problems.push(`HOST must be a host name or IP address, got ${JSON.stringify(raw)}`);
  return raw;
}

function parseScenario(raw: string | undefined): Scenario {
  if (raw === undefined || raw === '') return 'normal';
  if (!isScenario(raw)) {
    problems.push(`FINDER_SCENARIO must be one of ${scenarios.join(', ')}, got ${JSON.stringify(raw)}`);
    return 'normal';
  }
  return raw;
}

function parseControl(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  problems.push(`FINDER_CONTROL must be 1 (enable PUT /__control/scenario) or 0, got ${JSON.stringify(raw)}`);
  return false;
}

function parseCacheMb(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 16;
  if (!/^\d+$/.test(raw) || Number(raw) > 4096) {
    problems.push(`FINDER_CACHE_MB must be an integer from 0 (off) to 4096, got ${JSON.stringify(raw)}`);
    return 0;
  }
  return Number(raw);
}

const port = parsePort(process.env.PORT);
const host = parseHost(process.env.HOST);
const scenario = parseScenario(process.env.FINDER_SCENARIO);
const control = parseControl(process.env.FINDER_CONTROL);
const cacheMb = parseCacheMb(process.env.FINDER_CACHE_MB);

if (problems.length > 0) {
  for (const p of problems) console.error(`finder-service: ${p}`);
  process.exit(1);
}

try {
  const service = await startFinderService({
    port,
    host,
    scenario,
    control,
    cacheBytes: cacheMb * 1024 * 1024,
  });
  console.log(
    `finder-service: ${service.endpoint} — ${service.data.size.toLocaleString('en')} pharmacies, ` +
      `${service.data.postcodeCount.toLocaleString('en')} postcodes, data loaded in ${service.data.loadMs.toFixed(0)} ms, ` +
      `scenario ${scenario}, answer cache ${cacheMb ? `${cacheMb} MiB` : 'off'}` +
      `${control ? ', control on (PUT /__control/scenario)' : ''}`,
  );
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE')
    console.error(`finder-service: port ${port} on ${host} is already in use (set PORT)`);
  else if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    console.error(`finder-service: cannot listen on HOST ${host}`);
  else console.error('finder-service: could not start:', error);
  process.exit(1);
}
