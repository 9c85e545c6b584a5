import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { REPEAT_WINDOW_MS, createLogger, logAccess, loggablePath, requestIdOf } from '../lib/log.ts';

/** A logger writing into an array of parsed lines. */
function recording(level = 'info', now?: () => number) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level, destination, ...(now ? { now } : {}) }) };
}

describe('the JSON log', () => {
  it('writes one JSON object per line with level, time and message; below LOG_LEVEL nothing', () => {
    const { lines, logger } = recording('warn');
    logger.info('quiet');
    logger.warn({ component: 'content' }, 'loud');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        service: 'web',
        component: 'content',
        msg: 'loud',
        time: expect.any(String),
      }),
    ]);
  });

  it('writes a repeated warning or error once per window, other levels every time', () => {
    let t = 0;
    const { lines, logger } = recording('info', () => t);
    for (let i = 0; i < 5; i++) logger.warn('CMS down');
    logger.error('CMS down');
    for (let i = 0; i < 3; i++) logger.info('request');
    t = REPEAT_WINDOW_MS + 1;
    logger.warn('CMS down');
    expect(lines.map((l) => `${String(l.level)} ${String(l.msg)}`)).toEqual([
      'warn CMS down',
      'error CMS down',
      'info request',
      'info request',
      'info request',
      'warn CMS down',
    ]);
  });

  it('access lines: method, path without query, status, time, id, cache; never an address', () => {
    const { lines, logger } = recording();
    logAccess(logger, {
      id: 'req-12345678',
      method: 'GET',
      pathname: '/newsletter/abmelden/kim%40example.com',
      status: 404,
      ms: 1.234,
      cache: 'HIT',
    });
    expect(lines[0]).toMatchObject({
      msg: 'request',
      req: { id: 'req-12345678', method: 'GET', path: '/newsletter/abmelden/[email]' },
      res: { status: 404 },
      ms: 1.2,
      cache: 'hit',
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/@|kim/);
  });

  it('paths are bounded and carry no control characters; a malformed escape is logged as it came', () => {
    expect(loggablePath(`/${'a'.repeat(500)}`)).toHaveLength(201);
    expect(loggablePath('/a%0Ab')).toBe('/ab');
    expect(loggablePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('takes a request id from a proxy when it looks like one, else makes one', () => {
    expect(requestIdOf('cdn-abcdef123')).toBe('cdn-abcdef123');
    expect(requestIdOf('<script>')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});
