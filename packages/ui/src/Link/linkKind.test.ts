import { describe, expect, it } from 'vitest';
import { isInternalHref, isSafeHref, linkAttributes, linkKind } from './linkKind';

describe('linkKind', () => {
  it.each([
    ['/', 'internal'],
    ['/produkte/care', 'internal'],
    ['#pflichttexte', 'internal'],
    ['/en/products?x=1#top', 'internal'],
    ['https://example.org', 'external'],
    ['http://example.org/a', 'external'],
    ['www.example.org', 'external'],
    ['produkte', 'external'],
    ['//evil.example/path', 'external'],
    ['/\\evil.example', 'external'],
    ['/\t/evil.example', 'external'],
    ['/\n\\evil.example', 'external'],
    ['/-/path', 'internal'],
    ['/?q=1', 'internal'],
    ['/ produkte', 'internal'],
    ['mailto:info@example.org', 'contact'],
    ['tel:+4930123456', 'contact'],
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(1)', 'unsafe'],
    ['  javascript:alert(1)', 'unsafe'],
    ['java\tscript:alert(1)', 'unsafe'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
    ['', 'none'],
    ['   ', 'none'],
    [undefined, 'none'],
    [null, 'none'],
  ] as const)('%j is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });

  it('treats only / and # as internal', () => {
    expect(isInternalHref('/a')).toBe(true);
    expect(isInternalHref('#a')).toBe(true);
    expect(isInternalHref('https://a.example')).toBe(false);
    expect(isInternalHref('//a.example')).toBe(false);
  });

  it('gives external links a new tab and nofollow/noreferrer', () => {
    expect(linkAttributes('https://a.example')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    });
    expect(linkAttributes('/a')).toEqual({});
    expect(linkAttributes('tel:123')).toEqual({});
  });

  it('never lets unsafe URLs through', () => {
    expect(isSafeHref('javascript:void(0)')).toBe(false);
    expect(isSafeHref('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeHref('/ok')).toBe(true);
  });
});
