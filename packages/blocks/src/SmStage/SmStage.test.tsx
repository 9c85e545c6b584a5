import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { smStageSchema } from './schema';
import { SmStage } from './SmStage';

const parse = (input: object) => smStageSchema.parse({ id: 's1', uiComponent: 'SmStage', ...input });

describe('SmStage', () => {
  it('renders nothing with only the common fields', () => {
    expect(renderToString(<SmStage block={parse({})} index={0} />)).toBe('');
  });

  it('renders topline, h1 headline, sanitised copy and CTA buttons (first primary)', () => {
    const html = renderToString(
      <SmStage
        block={parse({
          topline: 'Augengesundheit',
          headline: 'Klare Sicht',
          copy: '<p>Sanft<script>alert(1)</script></p>',
          links: [
            { text: 'Produkte', href: '/produkte' },
            { text: 'Extern', href: 'https://example.org' },
            { text: '', href: '/leer' },
          ],
        })}
        anchorId="augengesundheit"
        index={1}
      />,
    );
    expect(html).toContain('data-block="SmStage"');
    expect(html).toContain('id="augengesundheit"');
    expect(html).toMatch(/<h1[^>]*>Klare Sicht<\/h1>/);
    expect(html).not.toContain('<script');
    const variants = [...html.matchAll(/data-variant="([\w-]+)"/g)].map((m) => m[1]);
    expect(variants).toEqual(['default', 'contained-themed', 'outlined']);
    expect(html).not.toContain('/leer');
  });

  it('loads its image eagerly with high priority only as the first block', () => {
    const block = parse({ image: { src: 'https://img.example/a', alt: 'Tropfen', ratio: '3-2' } });
    const first = renderToString(<SmStage block={block} index={0} />);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('https://img.example/a/m-3-2');
    const later = renderToString(<SmStage block={block} index={2} />);
    expect(later).toContain('loading="lazy"');
  });

  it('honours headingTag and variant', () => {
    const html = renderToString(
      <SmStage block={parse({ headline: 'Produkt', headingTag: 'h2', variant: 'product' })} index={0} />,
    );
    expect(html).toMatch(/<h2[^>]*>Produkt<\/h2>/);
    expect(html).toContain('data-variant="product"');
  });

  it('rejects image fields of the wrong type', () => {
    const result = smStageSchema.safeParse({
      id: 'x',
      uiComponent: 'SmStage',
      image: { src: 'a', ratio: '4-3' },
    });
    expect(result.success).toBe(false);
  });
});
