import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: 'a', label: 'Wirkung', content: <p>Befeuchtet</p> },
  { value: 'b', label: 'Anwendung', content: <p>1 Tropfen</p> },
  { value: 'c', label: 'FAQ', content: <p>Demnächst</p>, disabled: true },
];

const tabsOf = (html: string) => [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
const panelsOf = (html: string) => [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>(.*?)<\/div>/g)];

describe('Tabs in the server HTML', () => {
  it('has one tab stop, the selected tab, before any script runs', () => {
    const tabs = tabsOf(renderToString(<Tabs items={items} label="Info" defaultValue="b" />));
    expect(tabs).toHaveLength(3);
    expect(tabs.map((tab) => /tabindex="(-?\d)"/.exec(tab)?.[1])).toEqual(['-1', '0', '-1']);
    expect(tabs.map((tab) => /aria-selected="(\w+)"/.exec(tab)?.[1])).toEqual(['false', 'true', 'false']);
    expect(tabs[2]).toContain('disabled=""');
  });

  it('links each tab and its panel, and leaves the panels not shown hidden and empty', () => {
    const html = renderToString(<Tabs items={items} label="Info" />);
    expect(html).toContain('role="tablist" aria-orientation="horizontal" aria-label="Info"');
    const tabs = tabsOf(html);
    const panels = panelsOf(html);
    expect(panels).toHaveLength(3);
    for (const [index, panel] of panels.entries()) {
      const controls = /aria-controls="([^"]+)"/.exec(tabs[index]!)?.[1];
      const tabId = /id="([^"]+)"/.exec(tabs[index]!)?.[1];
      expect(panel[0]).toContain(`id="${controls}"`);
      expect(panel[0]).toContain(`aria-labelledby="${tabId}"`);
    }
    expect(panels[0]![1]).toBe('<p>Befeuchtet</p>');
    expect(panels[1]![0]).toContain('hidden=""');
    expect(panels[1]![1]).toBe('');
  });

  it('puts the tab stop on the first enabled tab when the selected one is disabled', () => {
    const tabs = tabsOf(renderToString(<Tabs items={[items[2]!, ...items.slice(0, 2)]} label="Info" />));
    expect(tabs.map((tab) => /tabindex="(-?\d)"/.exec(tab)?.[1])).toEqual(['-1', '0', '-1']);
  });
});
