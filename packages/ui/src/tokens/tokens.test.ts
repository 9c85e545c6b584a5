import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themes } from './tokens';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties declared in the rule whose selector list contains `[data-theme='x']`. */
function themeVariables(theme: string): Record<string, string> {
  const rule = new RegExp(`\\[data-theme='${theme}'\\][^{]*\\{([^}]*)\\}`).exec(css);
  if (!rule?.[1]) throw new Error(`no rule for theme ${theme}`);
  return Object.fromEntries(
    [...rule[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

function rootVariable(name: string): string {
  const root = /(?:^|\n):root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const value = new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(root)?.[1];
  if (!value) throw new Error(`${name} not in :root`);
  return value.trim();
}

describe('theme tokens', () => {
  it('defines every theme', () => {
    for (const theme of themes) expect(() => themeVariables(theme)).not.toThrow();
  });

  const bg = rootVariable('--hs-color-bg');

  it.each(themes)('%s: primary pair and text uses reach 4.5:1', (theme) => {
    const v = themeVariables(theme);
    const primary = v['--hs-color-primary']!;
    const foreground = v['--hs-color-primary-foreground']!;
    const hover = v['--hs-color-primary-hover']!;
    const soft = v['--hs-color-primary-soft']!;
    // Contained-themed button, active chip.
    expect(contrastRatio(primary, foreground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hover, foreground)).toBeGreaterThanOrEqual(4.5);
    // Outlined button, links: primary text on the page background.
    expect(contrastRatio(primary, bg)).toBeGreaterThanOrEqual(4.5);
    // Chip: primary text on the soft tint.
    expect(contrastRatio(primary, soft)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps neutral text readable', () => {
    expect(contrastRatio(rootVariable('--hs-color-fg'), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rootVariable('--hs-color-muted'), bg)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(rootVariable('--hs-color-muted'), rootVariable('--hs-color-surface')),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rootVariable('--hs-color-danger'), bg)).toBeGreaterThanOrEqual(4.5);
  });
});
