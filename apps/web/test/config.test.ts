import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../app/config.server.ts';

describe('parseConfig', () => {
  it('points at the local stand-ins by default', () => {
    expect(parseConfig({})).toEqual({
      production: false,
      contentEndpoint: 'http://localhost:4001/content',
      finderEndpoint: 'http://localhost:4002',
      mapStyleUrl: undefined,
      imageOrigins: [],
      imageProxy: true,
      siteUrl: 'http://localhost:3000',
      port: 3000,
      host: undefined,
      responseCacheBytes: 64 * 1024 * 1024,
      pageCaching: { sMaxAge: 300, staleWhileRevalidate: 86_400 },
      debugHeaders: false,
      logLevel: 'info',
      contentMaxBytes: 20 * 1024 * 1024,
      contentAcceptShrink: false,
      deploymentEnv: 'development',
      indexable: false,
      preview: undefined,
      services: {
        enabled: true,
        database: expect.stringMatching(/\/data\/healthsite\.db$/),
        smtpUrl: 'smtp://127.0.0.1:1025',
        mailFrom: 'newsletter@localhost',
        contactTo: 'kontakt@localhost',
        minFillMs: 1500,
        seedDemoReviews: false,
        hashSecret: 'healthsite-rate-limits',
        perClientLimit: 20,
        trustProxy: false,
      },
    });
  });

  it('takes extra image origins for the Content-Security-Policy, as origins', () => {
    expect(
      parseConfig({ IMAGE_ORIGINS: 'https://img.example/x/, https://cdn.example' }).imageOrigins,
    ).toEqual(['https://img.example', 'https://cdn.example']);
    expect(() => parseConfig({ IMAGE_ORIGINS: 'ftp://x' })).toThrow(/IMAGE_ORIGINS must use http or https/);
  });

  it('configures the services: PostgreSQL by URL, SQLite in DATA_DIR, switches and limits', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/site' }).services.database).toBe(
      'postgres://u:p@db:5432/site',
    );
    expect(parseConfig({ DATA_DIR: '/var/lib/site' }).services.database).toBe('/var/lib/site/healthsite.db');
    expect(parseConfig({ SERVICES: 'off', SEED_DEMO_REVIEWS: 'on' }).services).toMatchObject({
      enabled: false,
      seedDemoReviews: true,
    });
    expect(() =>
      parseConfig({
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        CONTACT_TO: 'nobody',
        SERVICES: 'maybe',
        FORM_MIN_FILL_MS: '-1',
      }),
    ).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL[\s\S]*SMTP_URL must be smtp:\/\/[\s\S]*CONTACT_TO must be an e-mail address[\s\S]*SERVICES must be on or off[\s\S]*FORM_MIN_FILL_MS must be a whole number/,
    );
  });

  it('derives SITE_URL from PORT and normalises it to an origin', () => {
    expect(parseConfig({ PORT: '3100' }).siteUrl).toBe('http://localhost:3100');
    expect(parseConfig({ SITE_URL: 'https://www.example.com/' }).siteUrl).toBe('https://www.example.com');
  });

  it('bounds the page cache in megabytes, turns it off with 0 and rejects other values', () => {
    expect(parseConfig({ RESPONSE_CACHE_MB: '8' }).responseCacheBytes).toBe(8 * 1024 * 1024);
    expect(parseConfig({ RESPONSE_CACHE_MB: '0' }).responseCacheBytes).toBe(0);
    expect(() => parseConfig({ RESPONSE_CACHE_MB: '-1' })).toThrow(
      /RESPONSE_CACHE_MB must be a whole number/,
    );
  });

  it('in production, stops with one message naming every endpoint that is not set', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /CONTENT_ENDPOINT, FINDER_ENDPOINT, SITE_URL must be set in production/,
    );
    expect(() =>
      parseConfig({ NODE_ENV: 'production', CONTENT_ENDPOINT: 'https://cms.example/content', SITE_URL: ' ' }),
    ).toThrow(/^(?![\s\S]*CONTENT_ENDPOINT,)[\s\S]*FINDER_ENDPOINT, SITE_URL must be set in production/);
    const production = {
      NODE_ENV: 'production',
      CONTENT_ENDPOINT: 'https://cms.example/content',
      FINDER_ENDPOINT: 'https://finder.example',
      SITE_URL: 'https://www.example.com',
    };
    expect(parseConfig(production)).toMatchObject({ production: true, siteUrl: 'https://www.example.com' });
    // Demo data never reaches production; the embedded default may use the local defaults.
    expect(() => parseConfig({ ...production, SEED_DEMO_REVIEWS: 'on' })).toThrow(/SEED_DEMO_REVIEWS/);
    expect(parseConfig({ NODE_ENV: 'production', EMBEDDED: 'on', SEED_DEMO_REVIEWS: 'on' })).toMatchObject({
      production: false,
      contentEndpoint: 'http://localhost:4001/content',
    });
  });

  it('reads the log level, the content limits and the image proxy switch', () => {
    expect(
      parseConfig({
        LOG_LEVEL: 'warn',
        CONTENT_MAX_MB: '5',
        CONTENT_ACCEPT_SHRINK: 'on',
        IMAGE_PROXY: 'off',
      }),
    ).toMatchObject({
      logLevel: 'warn',
      contentMaxBytes: 5 * 1024 * 1024,
      contentAcceptShrink: true,
      imageProxy: false,
    });
    let error: unknown;
    try {
      parseConfig({ LOG_LEVEL: 'verbose', CONTENT_MAX_MB: '0', IMAGE_PROXY: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems.sort()).toEqual([
      'CONTENT_MAX_MB must be at least 1',
      'IMAGE_PROXY must be on or off, got "maybe"',
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "verbose"',
    ]);
  });

  it('reports every bad value with its own message', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'abc',
        CONTENT_ENDPOINT: 'not a url',
        MAP_STYLE_URL: 'ftp://x/style.json',
        SITE_URL: 'https://x.example/path',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^PORT must be an integer/);
    expect(problems.join('\n')).toContain(
      'CONTENT_ENDPOINT must be an absolute http(s) URL, got "not a url"',
    );
    expect(problems.join('\n')).toContain('MAP_STYLE_URL must use http or https');
    expect(problems.join('\n')).toContain('SITE_URL must be an origin without path');
  });

  it('lets only a production deployment be indexed (DEPLOYMENT_ENV, default from production)', () => {
    const required = {
      CONTENT_ENDPOINT: 'https://cms.example/c',
      FINDER_ENDPOINT: 'https://f.example',
      SITE_URL: 'https://www.lumedra.example',
    };
    expect(parseConfig({ NODE_ENV: 'production', ...required })).toMatchObject({
      deploymentEnv: 'production',
      indexable: true,
    });
    expect(parseConfig({ NODE_ENV: 'production', DEPLOYMENT_ENV: 'Staging', ...required })).toMatchObject({
      deploymentEnv: 'staging',
      indexable: false,
    });
    expect(parseConfig({ DEPLOYMENT_ENV: 'production' })).toMatchObject({ indexable: true });
    expect(() => parseConfig({ DEPLOYMENT_ENV: 'pre prod' })).toThrow(
      /DEPLOYMENT_ENV must be a name like production or staging, got "pre prod"/,
    );
  });

  it('turns the draft preview on with a secret and the drafts endpoint, both or neither', () => {
    const secret = 'a-long-random-preview-secret';
    expect(
      parseConfig({ PREVIEW_SECRET: secret, PREVIEW_CONTENT_ENDPOINT: 'https://cms.example/drafts' }).preview,
    ).toEqual({ secret, contentEndpoint: 'https://cms.example/drafts' });
    expect(() => parseConfig({ PREVIEW_SECRET: secret })).toThrow(/PREVIEW_CONTENT_ENDPOINT must be set/);
    expect(() => parseConfig({ PREVIEW_CONTENT_ENDPOINT: 'https://cms.example/drafts' })).toThrow(
      /PREVIEW_SECRET must be set/,
    );
    expect(() =>
      parseConfig({ PREVIEW_SECRET: 'short', PREVIEW_CONTENT_ENDPOINT: 'https://cms.example/drafts' }),
    ).toThrow(/PREVIEW_SECRET must be at least 16 characters/);
  });
});
