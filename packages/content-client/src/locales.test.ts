import { describe, expect, it } from 'vitest';
import {
  defaultLocales,
  joinLocalePath,
  localeFromPath,
  normalizePath,
  publicPath,
  splitLocalePath,
} from './locales';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/en/', '/en'],
    ['/en', '/en'],
    ['//en//products///care/', '/en/products/care'],
    ['/produkte/care?utm=1', '/produkte/care'],
    ['/produkte/care/#pflichttexte', '/produkte/care'],
    ['/produkte/care?x=1#a', '/produkte/care'],
    ['https://www.example.com/en/products/care?x#y', '/en/products/care'],
    ['produkte/care', '/produkte/care'],
    ['/%C3%BCber-uns', '/über-uns'],
    ['/bad-%E0%A4%A', '/bad-%E0%A4%A'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('localeFromPath', () => {
  it.each([
    ['/', 'de-DE'],
    ['/produkte/care', 'de-DE'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/products/care', 'en'],
    ['/en?x=1', 'en'],
    ['/en#top', 'en'],
    ['//en//products', 'en'],
    ['/english', 'de-DE'],
    ['/fr/produits', 'de-DE'],
    ['/EN/products', 'de-DE'],
  ])('%s is %s', (path, code) => {
    expect(localeFromPath(path, defaultLocales).code).toBe(code);
  });

  it('prefers the longest prefix', () => {
    const locales = [
      { code: 'de-DE', iso: 'de', name: 'Deutsch', prefix: '', default: true },
      { code: 'en', iso: 'en', name: 'English', prefix: '/en' },
      { code: 'en-US', iso: 'en-US', name: 'English (US)', prefix: '/en/us' },
    ];
    expect(localeFromPath('/en/us/x', locales).code).toBe('en-US');
    expect(localeFromPath('/en/usa', locales).code).toBe('en');
  });
});

describe('splitLocalePath / joinLocalePath / publicPath', () => {
  it('splits the locale prefix off', () => {
    expect(splitLocalePath('/en/products/care/')).toMatchObject({
      locale: { code: 'en' },
      segment: '/products/care',
    });
    expect(splitLocalePath('/en')).toMatchObject({ locale: { code: 'en' }, segment: '/' });
    expect(splitLocalePath('/')).toMatchObject({ locale: { code: 'de-DE' }, segment: '/' });
  });
  it('joins prefix and segment, home pages without a trailing slash', () => {
    expect(joinLocalePath({ prefix: '/en' }, '/')).toBe('/en');
    expect(joinLocalePath({ prefix: '' }, '/')).toBe('/');
    expect(joinLocalePath({ prefix: '/en' }, '/products/care/')).toBe('/en/products/care');
    expect(publicPath({ locale: 'en', urlSegment: '/products/care' })).toBe('/en/products/care');
    expect(publicPath({ locale: 'de-DE', urlSegment: '/produkte/care' })).toBe('/produkte/care');
  });
});
