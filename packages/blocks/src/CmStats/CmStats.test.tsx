import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CmStats } from './CmStats';
import { cmStatsSchema } from './schema';

const parse = (input: object) => cmStatsSchema.parse({ id: 's', uiComponent: 'CmStats', ...input });

describe('CmStats', () => {
  it('renders nothing without a figure', () => {
    expect(renderToString(<CmStats block={parse({ items: [{ label: 'ohne Wert' }] })} index={0} />)).toBe('');
  });

  it('numbers each distinct source once and links the figures to it', () => {
    const html = renderToString(
      <CmStats
        block={parse({
          items: [
            { value: 1, source: 'A' },
            { value: 2, source: 'B' },
            { value: 3, source: 'A' },
          ],
        })}
        index={0}
      />,
    );
    expect(html.match(/<li id=/g)).toHaveLength(2);
    expect(html.match(/aria-label="Quelle 1"/g)).toHaveLength(2);
    expect(html.match(/aria-label="Quelle 2"/g)).toHaveLength(1);
  });
});
