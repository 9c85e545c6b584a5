import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { cmCopyCenterSchema } from './schema';
import { CmCopyCenter } from './CmCopyCenter';

const parse = (input: object) =>
  cmCopyCenterSchema.parse({ id: 'c1', uiComponent: 'CmCopyCenter', ...input });

describe('CmCopyCenter', () => {
  it('renders nothing with only the common fields or empty rich text', () => {
    expect(renderToString(<CmCopyCenter block={parse({})} index={0} />)).toBe('');
    expect(renderToString(<CmCopyCenter block={parse({ copy: '<p> </p>' })} index={0} />)).toBe('');
  });

  it('defaults the headline to h2 and centres links', () => {
    const html = renderToString(
      <CmCopyCenter
        block={parse({ headline: 'Warum', copy: '<p>Weil</p>', links: [{ text: 'Mehr', href: '/mehr' }] })}
        anchorId="warum"
        index={1}
      />,
    );
    expect(html).toContain('data-block="CmCopyCenter"');
    expect(html).toContain('id="warum"');
    expect(html).toMatch(/<h2[^>]*>Warum<\/h2>/);
    expect(html).toContain('data-align="center"');
    expect(html).toContain('href="/mehr"');
  });

  it('renders the copy alone', () => {
    expect(renderToString(<CmCopyCenter block={parse({ copy: '<p>Nur Text</p>' })} index={0} />)).toContain(
      'Nur Text',
    );
  });
});
