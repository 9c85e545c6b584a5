import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themesCssFile } from '../../scripts/themes-css.mjs';
import { contrastRatio } from './contrast';
import { themeContrastIssues } from './themeContrast';
import { defaultThemes, defineTheme, isTheme, themeCss, themes } from './themes';

const tokensCss = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const themesCss = readFileSync(new URL('./themes.css', import.meta.url), 'utf8');

function rootVariable(name: string): string {
  const root = /(?:^|\n):root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? '';
  const value = new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(root)?.[1];
  if (!value) throw new Error(`${name} not in :root`);
  return value.trim();
}

const bg = rootVariable('--hs-color-bg');

describe('default themes', () => {
  it('are the ten product-line themes, default first', () => {
    expect(themes).toEqual([
      'default',
      'care',
      'comod',
      'dual',
      'dualintense',
      'evotears',
      'fresh',
      'gel',
      'omega',
      'parin',
    ]);
  });

  it('themes.css is generated from the data (pnpm --filter @healthsite/ui themes)', () => {
    expect(themesCss).toBe(themesCssFile());
  });

  it.each(defaultThemes.map((t) => [t.name, t] as const))(
    '%s: primary pair and text uses reach 4.5:1',
    (_name, theme) => {
      expect(themeContrastIssues(theme, bg)).toEqual([]);
    },
  );
});

describe('registering a theme', () => {
  const mint = {
    name: 'mint',
    properties: {
      '--hs-color-primary': '#00664f',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#004d3b',
      '--hs-color-primary-soft': '#e0f2ec',
      '--hs-color-accent': '#2fb38a',
      '--hs-radius-md': '1rem',
    },
  };

  it('gives a rule that sets its custom properties under data-theme', () => {
    expect(themeCss([mint])).toBe(
      "[data-theme='mint'] {\n  --hs-color-primary: #00664f;\n  --hs-color-primary-foreground: #ffffff;\n" +
        '  --hs-color-primary-hover: #004d3b;\n  --hs-color-primary-soft: #e0f2ec;\n' +
        '  --hs-color-accent: #2fb38a;\n  --hs-radius-md: 1rem;\n}\n',
    );
    expect(themeCss([mint], { root: 'mint' })).toMatch(/^:root,\n\[data-theme='mint'\] \{/);
  });

  it('refuses names and values that could break out of the rule, and names each problem', () => {
    expect(() => defineTheme({ ...mint, name: "x'] body {" })).toThrow(/name .* must be lower case/);
    expect(() =>
      defineTheme({ ...mint, properties: { ...mint.properties, '--hs-color-accent': 'red; } body { x: y' } }),
    ).toThrow(/--hs-color-accent: .* is not a CSS value/);
    expect(() =>
      defineTheme({ name: 'bare', properties: { '--hs-color-primary': '#000' } as never }),
    ).toThrow(/--hs-color-primary-foreground is missing; .*--hs-color-accent is missing/);
    expect(() => defineTheme({ ...mint, properties: { ...mint.properties, color: 'red' } as never })).toThrow(
      /color is not an --hs-\* custom property/,
    );
  });

  it('is checked for contrast like the default themes', () => {
    expect(themeContrastIssues(defineTheme(mint))).toEqual([]);
    const pale = defineTheme({
      ...mint,
      name: 'pale',
      properties: { ...mint.properties, '--hs-color-primary': '#7fd8bd' },
    });
    expect(themeContrastIssues(pale).join('\n')).toMatch(
      /pale: --hs-color-primary on --hs-color-primary-foreground is \d\.\d\d : 1/,
    );
  });

  it('isTheme accepts any valid name, or only the registered ones when given', () => {
    expect(isTheme('mint')).toBe(true);
    expect(isTheme('Mint')).toBe(false);
    expect(isTheme('care', defaultThemes)).toBe(true);
    expect(isTheme('mint', defaultThemes)).toBe(false);
  });
});

describe('neutral tokens', () => {
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
