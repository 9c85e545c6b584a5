// Starts the finder service from the environment:
//   PORT (4002), HOST (127.0.0.1), FINDER_SCENARIO (normal), FINDER_CONTROL (0; 1 enables
//   PUT /__control/scenario), FINDER_CACHE_MB (16; 0 turns the answer cache off)
import { parseConfig } from './config.ts';
import { startFinderService } from './server.ts';

const result = parseConfig(process.env);
if (!result.ok) {
  for (const problem of result.errors) console.error(`finder-service: ${problem}`);
  process.exit(1);
}
const { port, host, scenario, control, cacheMb } = result.config;

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
