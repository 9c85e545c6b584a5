import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';

describe('parseConfig', () => {
  it('has defaults, and counts empty variables as unset', () => {
    const defaults = {
      ok: true,
      config: { port: 4002, host: '127.0.0.1', scenario: 'normal', control: false, cacheMb: 16 },
    };
    expect(parseConfig({})).toEqual(defaults);
    expect(parseConfig({ PORT: '', FINDER_SCENARIO: ' ', FINDER_CACHE_MB: '' })).toEqual(defaults);
  });

  it('reads every variable', () => {
    expect(
      parseConfig({
        PORT: '0',
        HOST: '0.0.0.0',
        FINDER_SCENARIO: 'slow',
        FINDER_CONTROL: '1',
        FINDER_CACHE_MB: '0',
      }),
    ).toEqual({
      ok: true,
      config: { port: 0, host: '0.0.0.0', scenario: 'slow', control: true, cacheMb: 0 },
    });
  });

  it('gives one clear message per bad value', () => {
    expect(parseConfig({ PORT: '65536', HOST: 'a b', FINDER_CACHE_MB: '4097' })).toEqual({
      ok: false,
      errors: [
        'PORT must be an integer from 0 to 65535, got "65536"',
        'HOST must be a host name or IP address, got "a b"',
        'FINDER_CACHE_MB must be an integer from 0 (off) to 4096, got "4097"',
      ],
    });
  });
});
