// The one logger of the server process (JSON lines, LOG_LEVEL); server.ts takes it from the build's
// entry, so the app and the server write through the same instance.
import type { Logger as ContentLogger } from '@healthsite/content-client';
import { createLogger, type Logger } from '../lib/log.ts';
import { config } from './config.server';

export const log: Logger = createLogger({ level: config.logLevel });

/** A `(message, ...rest)` logger (the packages' shape) writing to `logger`; an Error in `rest` becomes `err`. */
export function messageLogger(logger: Logger): ContentLogger {
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string, ...rest: unknown[]) => {
      const err = rest.find((r): r is Error => r instanceof Error);
      if (err) logger[level]({ err }, message);
      else logger[level](message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
