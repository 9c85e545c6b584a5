import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { smProductHeroSchema } from './schema';
import { SmProductHero } from './SmProductHero';

describe('SmProductHero', () => {
  const parse = (input: object) =>
    smProductHeroSchema.parse({ id: 'h', uiComponent: 'SmProductHero', ...input });

  it('renders nothing with only the common fields', () => {
    expect(renderToString(<SmProductHero block={parse({})} index={0} />)).toBe('');
  });

  it('puts the title in an h1, the product on the finder link and the pack sizes in a named list', () => {
    const out = renderToString(
      <SmProductHero
        block={parse({
          name: 'LUMEDRA GEL',
          title: 'LUMEDRA<sup>®</sup> GEL',
          packSizes: ['10 g'],
          landscapeFormat: true,
        })}
        index={0}
      />,
    );
    expect(out).toMatch(/<h1[^>]*>LUMEDRA<sup>®<\/sup> GEL<\/h1>/);
    expect(out).toMatch(/<li><span data-preselect-product="LUMEDRA GEL"><a[^>]*href="#apofinder"/);
    expect(out).toContain('data-landscape=""');
    expect(out).toContain('Packungsgrößen');
  });

  it('leaves the finder button out when finderCta is false', () => {
    expect(
      renderToString(<SmProductHero block={parse({ name: 'X', finderCta: false })} index={0} />),
    ).not.toContain('#apofinder');
  });
});
