// Starts the content service from the environment:
//   PORT (4001), HOST (127.0.0.1), PUBLIC_URL (http://localhost:PORT), CONTENT_SCENARIO (normal),
//   CONTENT_CONTROL (0; 1 enables PUT /__control/scenario and GET /__control/counts)
import { parseConfig } from './config.ts';
import { startContentService } from './server.ts';

const result = parseConfig(process.env);
if (!result.ok) {
  console.error('content-service: invalid configuration');
  for (const error of result.errors) console.error(`  - ${error}`);
  process.exit(1);
}
const { config } = result;

try {
  const service = await startContentService({
    port: config.port,
    host: config.host,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    scenario: config.scenario,
    control: config.control,
    log: (message) => console.error(message),
  });
  console.log(
    `content-service listening on ${service.url} (content ${service.endpoint} and ${service.url}/sister/content, images ${config.publicUrl ?? service.url}/images, scenario ${service.scenario}${config.control ? ', control enabled' : ''})`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`content-service: ${signal} received, shutting down`);
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  const err = error as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE')
    console.error(`content-service: port ${config.port} on ${config.host} is already in use.`);
  else console.error(`content-service: failed to start: ${err.message}`);
  process.exit(1);
}
