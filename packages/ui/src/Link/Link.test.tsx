import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { LocaleProvider } from '../i18n';
import { Link } from './Link';

describe('Link (server render)', () => {
  it('renders internal links without target or rel, and the default look without attributes', () => {
    const html = renderToStaticMarkup(<Link href="/produkte">Produkte</Link>);
    expect(html).toBe('<a href="/produkte" class="hs-link">Produkte</a>');
  });

  it('names a variant other than the default', () => {
    const html = renderToStaticMarkup(
      <Link href="/produkte" variant="white">
        Produkte
      </Link>,
    );
    expect(html).toBe('<a href="/produkte" class="hs-link" data-variant="white">Produkte</a>');
  });

  it('renders external links with target, rel and the hidden note in the provider locale', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <Link href="https://example.org">Shop</Link>
      </LocaleProvider>,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('<span class="hs-visually-hidden"> (opens in a new tab)</span>');
  });

  it('never renders javascript: or data: URLs as anchors', () => {
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x']) {
      const html = renderToStaticMarkup(<Link href={href}>x</Link>);
      expect(html).not.toContain('<a');
      expect(html).not.toContain('href');
    }
  });
});

describe('Button (server render)', () => {
  it('exposes variant and size as data attributes', () => {
    const html = renderToStaticMarkup(
      <Button variant="outlined" size="lg" type="submit">
        Suchen
      </Button>,
    );
    expect(html).toMatch(/^<button type="submit" class="hs-button" data-variant="outlined" data-size="lg"/);
  });

  it('renders a link following the link rules when given href', () => {
    const html = renderToStaticMarkup(<Button href="https://shop.example">Zum Shop</Button>);
    expect(html).toMatch(/^<a /);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('data-variant="DEFAULT"');
  });

  it('marks a loading button busy and announces it', () => {
    const html = renderToStaticMarkup(<Button loading>Suchen</Button>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Wird geladen');
  });
});
