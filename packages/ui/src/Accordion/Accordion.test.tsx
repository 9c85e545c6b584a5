import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { value: 'a', title: 'Frage A', content: <p>Antwort A</p> },
  { value: 'b', title: 'Frage B', content: <p>Antwort B</p> },
];

/** The first tag in `html` that `pattern` matches. */
function tag(html: string, pattern: RegExp): string {
  const match = html.match(pattern);
  if (!match) throw new Error(`no ${pattern} in ${html}`);
  return match[0];
}

describe('Accordion (server render)', () => {
  it('renders an open answer into the HTML and a closed one as an empty hidden region', () => {
    const html = renderToString(<Accordion items={items} defaultValue={['b']} headingTag="h2" />);
    expect(html).toContain('<p>Antwort B</p>');
    expect(html).not.toContain('Antwort A');
    expect(html.match(/<h2 class="hs-accordion__heading"/g)).toHaveLength(2);

    const [buttonA, buttonB] = html.match(/<button[^>]*>/g)!;
    expect(buttonA).toContain('type="button"');
    expect(buttonA).toContain('aria-expanded="false"');
    expect(buttonA).toContain('data-state="closed"');
    expect(buttonB).toContain('aria-expanded="true"');
    expect(buttonB).toContain('data-state="open"');

    // Each button controls its panel, each panel is a region labelled by its button.
    for (const button of [buttonA!, buttonB!]) {
      const id = button.match(/ id="([^"]+)"/)![1]!;
      const controls = button.match(/aria-controls="([^"]+)"/)![1]!;
      const panel = tag(html, new RegExp(`<div id="${controls}"[^>]*>`));
      expect(panel).toContain('role="region"');
      expect(panel).toContain(`aria-labelledby="${id}"`);
    }
    expect(tag(html, /<div[^>]*role="region"[^>]*data-state="closed"[^>]*>/)).toContain('hidden=""');
    expect(html).toMatch(/data-state="closed" hidden=""><\/div>/);
    expect(tag(html, /<div[^>]*role="region"[^>]*data-state="open"[^>]*>/)).not.toContain('hidden');
  });

  it('opens only the first default value when one at a time, all of them when multiple', () => {
    const single = renderToString(<Accordion items={items} defaultValue={['a', 'b']} />);
    expect(single).toContain('Antwort A');
    expect(single).not.toContain('Antwort B');
    const multiple = renderToString(<Accordion items={items} type="multiple" defaultValue={['a', 'b']} />);
    expect(multiple).toContain('Antwort A');
    expect(multiple).toContain('Antwort B');
  });
});
