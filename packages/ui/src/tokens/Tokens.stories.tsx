import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';
import { sectionSpacing } from './tokens';
import { themes, type Theme } from './themes';

const meta = {
  title: 'Foundations/Tokens',
  // The hand-written MDX pages in src/docs explain these; no generated docs page.
  tags: ['!autodocs'],
  parameters: { docs: { description: { component: 'Design tokens rendered from the live CSS.' } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const themeVariables = [
  '--hs-color-primary',
  '--hs-color-primary-foreground',
  '--hs-color-primary-hover',
  '--hs-color-primary-soft',
  '--hs-color-accent',
];

function ThemeRow({ theme }: { theme: Theme }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const style = getComputedStyle(ref.current!);
    setValues(Object.fromEntries(themeVariables.map((v) => [v, style.getPropertyValue(v).trim()])));
  }, []);
  const primary = values['--hs-color-primary'];
  const foreground = values['--hs-color-primary-foreground'];
  const ratio = primary && foreground ? contrastRatio(primary, foreground) : undefined;
  return (
    <tr ref={ref} data-theme={theme}>
      <th scope="row">{theme}</th>
      {themeVariables.map((v) => (
        <td key={v}>
          <span className="sb-swatch" style={{ background: `var(${v})` }} />
          <code>{values[v]}</code>
        </td>
      ))}
      <td>
        <span
          className="sb-contrast"
          style={{ background: 'var(--hs-color-primary)', color: 'var(--hs-color-primary-foreground)' }}
          data-contrast={ratio?.toFixed(2)}
        >
          {ratio ? `${ratio.toFixed(2)} : 1` : '…'}
        </span>
      </td>
    </tr>
  );
}

const swatchCss = `
.sb-tokens { border-collapse: collapse; font-size: 0.8125rem; }
.sb-tokens th, .sb-tokens td { padding: 0.375rem 0.625rem; border-bottom: 1px solid var(--hs-color-border); text-align: left; }
.sb-tokens td { white-space: nowrap; }
.sb-swatch { display: inline-block; width: 1.25rem; height: 1.25rem; margin-right: 0.375rem; vertical-align: middle; border: 1px solid var(--hs-color-border); border-radius: 4px; }
.sb-contrast { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; font-weight: 600; }
`;

/** Every theme's colours, with the contrast of its primary pair (must be ≥ 4.5 : 1). */
export const ThemeColours: Story = {
  render: () => (
    <>
      <style>{swatchCss}</style>
      <table className="sb-tokens">
        <caption className="hs-visually-hidden">Themenfarben</caption>
        <thead>
          <tr>
            <th scope="col">Theme</th>
            {themeVariables.map((v) => (
              <th key={v} scope="col">
                {v.replace('--hs-color-', '')}
              </th>
            ))}
            <th scope="col">Kontrast</th>
          </tr>
        </thead>
        <tbody>
          {themes.map((theme) => (
            <ThemeRow key={theme} theme={theme} />
          ))}
        </tbody>
      </table>
    </>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-contrast]')];
    await expect(badges).toHaveLength(10);
    for (const badge of badges) await expect(Number(badge.dataset.contrast)).toBeGreaterThanOrEqual(4.5);
  },
};

const neutrals = [
  'bg',
  'surface',
  'fg',
  'muted',
  'border',
  'border-strong',
  'danger',
  'success',
  'star',
  'focus-ring',
];

export const NeutralColours: Story = {
  render: () => (
    <>
      <style>{swatchCss}</style>
      <div className="sb-row">
        {neutrals.map((n) => (
          <div key={n} className="sb-stack" style={{ alignItems: 'center', gap: '0.25rem' }}>
            <span
              className="sb-swatch"
              style={{ width: '4rem', height: '3rem', background: `var(--hs-color-${n})` }}
            />
            <code style={{ fontSize: '0.75rem' }}>{n}</code>
          </div>
        ))}
      </div>
    </>
  ),
};

const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'];

/** The type scale in Inter (shipped with the package). */
export const Typography: Story = {
  render: () => (
    <div className="sb-stack" style={{ gap: '0.25rem' }}>
      {fontSizes.map((size) => (
        <p key={size} style={{ margin: 0, fontSize: `var(--hs-font-size-${size})`, lineHeight: 1.3 }}>
          <code style={{ fontSize: '0.75rem', display: 'inline-block', width: '4rem' }}>{size}</code>
          Augentropfen für trockene Augen – Äöü ß
        </p>
      ))}
      <p style={{ margin: 0 }}>
        <span style={{ fontWeight: 400 }}>Regular 400 </span>
        <span style={{ fontWeight: 500 }}>Medium 500 </span>
        <span style={{ fontWeight: 600 }}>Semibold 600 </span>
        <span style={{ fontWeight: 700 }}>Bold 700 </span>
        <em>Kursiv</em>
      </p>
    </div>
  ),
  play: async () => {
    await document.fonts.ready;
    await expect(document.fonts.check('400 1rem "Inter Variable"')).toBe(true);
  },
};

const spaces = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20'];

/** Spacing scale and the section spacings (xs 1rem, sm 1.25rem, md 2.5rem, lg 5rem). */
export const Spacing: Story = {
  render: () => (
    <div className="sb-grid" style={{ gridTemplateColumns: '1fr 1fr' }}>
      <div className="sb-stack" style={{ gap: '0.25rem' }}>
        {spaces.map((s) => (
          <div key={s} className="sb-row" style={{ gap: '0.5rem' }}>
            <code style={{ width: '5rem', fontSize: '0.75rem' }}>space-{s}</code>
            <span
              style={{
                width: `var(--hs-space-${s})`,
                height: '0.75rem',
                background: 'var(--hs-color-primary)',
              }}
            />
          </div>
        ))}
      </div>
      <div className="sb-stack" style={{ gap: '0.25rem' }}>
        {Object.entries(sectionSpacing).map(([name, value]) => (
          <div key={name} className="sb-row" style={{ gap: '0.5rem' }}>
            <code style={{ width: '7rem', fontSize: '0.75rem' }}>
              section {name} {value}
            </code>
            <span
              style={{
                width: `var(--hs-section-space-${name})`,
                height: '0.75rem',
                background: 'var(--hs-color-accent)',
              }}
            />
          </div>
        ))}
        <p style={{ fontSize: '0.875rem' }}>
          Container max. 87,75 rem · Breakpoints 480 / 768 / 1024 / 1280 / 1920 px
        </p>
      </div>
    </div>
  ),
};
