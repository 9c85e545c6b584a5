import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { acceptsGzip, etagMatches, strongEtag } from '../src/http.ts';

describe('etagMatches', () => {
  const etag = strongEtag('x');
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"a", ${etag}`, true],
    ['*', true],
    ['"a", "b"', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  const req = (value?: string) => ({ headers: { 'accept-encoding': value } }) as unknown as IncomingMessage;
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['*', true],
    ['identity', false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(acceptsGzip(req(value))).toBe(expected);
  });
});
