// Test helpers: a real content service on a free port over a temporary copy of the demo content,
// and a real content client pointed at it.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContentClient, type ContentClientOptions, type Logger } from '@healthsite/content-client';
import {
  defaultContentDir,
  defaultDraftsDir,
  startContentService,
  type ContentService,
  type ContentServiceOptions,
} from '../src/server.ts';

export interface Harness {
  service: ContentService;
  contentDir: string;
  draftsDir: string;
  cleanup(): Promise<void>;
}

/** Starts the service on a temporary copy of the demo content (so tests may edit it). */
export async function startHarness(options: ContentServiceOptions = {}): Promise<Harness> {
  const root = await mkdtemp(join(tmpdir(), 'content-service-test-'));
  const contentDir = join(root, 'content');
  await cp(defaultContentDir, contentDir, { recursive: true });
  const draftsDir = join(root, 'drafts');
  await cp(defaultDraftsDir, draftsDir, { recursive: true });
  const service = await startContentService({
    contentDir,
    draftsDir,
    imageCacheDir: join(root, 'images'),
    log: () => {},
    ...options,
  });
  return {
    service,
    contentDir,
    draftsDir,
    async cleanup() {
      await service.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface LogLine {
  level: string;
  message: string;
}

export function recordingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: string) => (message: string) => void lines.push({ level, message });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function clientFor(service: ContentService, options: ContentClientOptions = {}) {
  const logger = recordingLogger();
  const client = createContentClient({ endpoint: service.endpoint, logger, ...options });
  return { client, logger };
}
