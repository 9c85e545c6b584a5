import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';

describe('parseConfig', () => {
  it('has defaults', () => {
    expect(parseConfig({})).toEqual({
      ok: true,
      config: {
        port: 4001,
        host: '127.0.0.1',
        publicUrl: 'http://localhost:4001',
        scenario: 'normal',
        control: false,
      },
    });
  });

  it('reads every variable', () => {
    const result = parseConfig({
      PORT: '5000',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://cms.example/',
      CONTENT_SCENARIO: 'slow',
      CONTENT_CONTROL: '1',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        port: 5000,
        host: '0.0.0.0',
        publicUrl: 'https://cms.example',
        scenario: 'slow',
        control: true,
      },
    });
  });

  it('counts empty variables as unset, and leaves the image base to the service on PORT=0', () => {
    expect(parseConfig({ PORT: '0', HOST: ' ', PUBLIC_URL: '', CONTENT_SCENARIO: '' })).toEqual({
      ok: true,
      config: { port: 0, host: '127.0.0.1', publicUrl: undefined, scenario: 'normal', control: false },
    });
  });

  it('gives one clear message per bad value', () => {
    const result = parseConfig({
      PORT: '70000',
      PUBLIC_URL: 'ftp://x',
      CONTENT_SCENARIO: 'chaos',
      CONTENT_CONTROL: 'yes',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        'PORT must be a whole number from 0 to 65535, got "70000".',
        'PUBLIC_URL must be an absolute http(s) URL without query or hash, got "ftp://x".',
        'CONTENT_SCENARIO must be one of normal, status-500, no-sites, garbage, without-404, slow, got "chaos".',
        'CONTENT_CONTROL must be 1 (enabled) or 0 (disabled), got "yes".',
      ],
    });
    expect(parseConfig({ PORT: 'abc' })).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('PORT')],
    });
  });
});
