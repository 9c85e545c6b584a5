import { describe, expect, it, vi } from 'vitest';
import { clientNavigationTarget, followWithRouter } from './LinkRouter';

const here = {
  href: 'https://site.example/produkte/care?x=1',
  origin: 'https://site.example',
  pathname: '/produkte/care',
  search: '?x=1',
};

function anchor(href: string | null, attributes: Record<string, string> = {}) {
  const all: Record<string, string> = { ...(href === null ? {} : { href }), ...attributes };
  return {
    getAttribute: (name: string) => all[name] ?? null,
    hasAttribute: (name: string) => name in all,
  };
}

const click = (overrides = {}) => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  preventDefault: vi.fn(),
  ...overrides,
});

describe('clientNavigationTarget', () => {
  it.each([
    ['/en/products/care', '/en/products/care'],
    ['/produkte?filter=a#top', '/produkte?filter=a#top'],
    ['/produkte/care#reviews', '/produkte/care#reviews'],
    ['/produkte/care?x=2', '/produkte/care?x=2'],
  ])('follows the internal page link %s', (href, to) => {
    expect(clientNavigationTarget(anchor(href), here)).toBe(to);
  });

  it.each([
    ['a same-page anchor (the browser scrolls)', anchor('/produkte/care?x=1#reviews')],
    ['a hash alone', anchor('#reviews')],
    ['another site', anchor('https://shop.example/p')],
    ['a protocol-relative URL', anchor('//evil.example/')],
    ['a file', anchor('/files/care.pdf')],
    ['a download', anchor('/produkte', { download: '' })],
    ['another target', anchor('/produkte', { target: '_blank' })],
    ['a link that asks for a document load', anchor('/produkte', { 'data-reload-document': '' })],
    ['no href', anchor(null)],
  ])('leaves %s to the browser', (_what, a) => {
    expect(clientNavigationTarget(a, here)).toBeUndefined();
  });
});

describe('followWithRouter', () => {
  it('navigates on a plain left click and prevents the document load', () => {
    const router = { navigate: vi.fn() };
    const event = click();
    expect(followWithRouter(event, anchor('/kontakt'), router, here)).toBe(true);
    expect(router.navigate).toHaveBeenCalledWith('/kontakt');
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it.each([
    ['no router', null, click()],
    ['a modified click (new tab)', { navigate: vi.fn() }, click({ ctrlKey: true })],
    ['a middle click', { navigate: vi.fn() }, click({ button: 1 })],
    ['a click another handler prevented', { navigate: vi.fn() }, click({ defaultPrevented: true })],
  ])('does nothing with %s', (_what, router, event) => {
    expect(followWithRouter(event, anchor('/kontakt'), router, here)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    if (router) expect(router.navigate).not.toHaveBeenCalled();
  });
});
