// Themes as data: a theme is a name and the CSS custom properties it sets. The ten product-line
// themes of the LUMEDRA demo brand are the default set (built into the stylesheet as themes.css,
// generated from this file). A site registers its own themes with `defineTheme` and puts their
// CSS on the page with `<ThemeStyle themes={…} />` or `themeCss(…)` in its own stylesheet; then
// `data-theme="<name>"` on any element switches it. No imports: Node and scripts read it as is.

/** The custom properties every theme sets: the primary pair, its tints, and an accent. */
export interface ThemeColors {
  /** Contained-themed buttons, active chips, links; text on `--hs-color-bg` reaches 4.5 : 1. */
  readonly '--hs-color-primary': string;
  /** Text on the primary colour (4.5 : 1). */
  readonly '--hs-color-primary-foreground': string;
  readonly '--hs-color-primary-hover': string;
  /** A light tint: chip backgrounds (primary text on it reaches 4.5 : 1). */
  readonly '--hs-color-primary-soft': string;
  readonly '--hs-color-accent': string;
}

/** The theme's colours, plus any other `--hs-*` token it overrides (radii, fonts, …). */
export type ThemeProperties = ThemeColors & { readonly [property: `--hs-${string}`]: string };

export interface ThemeDefinition {
  /** The value of `data-theme` (and of a page's `theme` in the content): lower case, digits, dashes. */
  readonly name: string;
  readonly properties: ThemeProperties;
}

/** A theme's name: any name a site registered (`ThemeDefinition.name`). */
export type Theme = string;

const THEME_NAME = /^[a-z][a-z0-9-]{0,63}$/;
const PROPERTY_NAME = /^--hs-[a-z0-9-]+$/;
// A value that cannot end the declaration or the rule it is written into.
const UNSAFE_VALUE = /[;{}<>\\]|\/\*/;
const REQUIRED: readonly (keyof ThemeColors)[] = [
  '--hs-color-primary',
  '--hs-color-primary-foreground',
  '--hs-color-primary-hover',
  '--hs-color-primary-soft',
  '--hs-color-accent',
];

/** True for a name a theme can have (and so a safe `data-theme` value), or one of `registered`. */
export function isTheme(
  value: unknown,
  registered?: readonly Pick<ThemeDefinition, 'name'>[] | readonly string[],
): value is Theme {
  if (typeof value !== 'string' || !THEME_NAME.test(value)) return false;
  if (!registered) return true;
  return registered.some((theme) => (typeof theme === 'string' ? theme : theme.name) === value);
}

/**
 * Checks a theme and returns it frozen: a name `data-theme` can carry, the five colour properties,
 * `--hs-*` property names, and values that stay inside their declaration. Throws a TypeError that
 * names every problem.
 */
export function defineTheme(theme: ThemeDefinition): ThemeDefinition {
  const problems: string[] = [];
  if (!isTheme(theme?.name))
    problems.push(`name ${JSON.stringify(theme?.name)} must be lower case letters, digits and dashes`);
  const properties = (theme?.properties ?? {}) as unknown as Record<string, unknown>;
  for (const required of REQUIRED) if (!(required in properties)) problems.push(`${required} is missing`);
  for (const [property, value] of Object.entries(properties)) {
    if (!PROPERTY_NAME.test(property)) problems.push(`${property} is not an --hs-* custom property`);
    if (typeof value !== 'string' || !value.trim() || UNSAFE_VALUE.test(value))
      problems.push(`${property}: ${JSON.stringify(value)} is not a CSS value`);
  }
  if (problems.length > 0)
    throw new TypeError(`Theme ${JSON.stringify(theme?.name)}: ${problems.join('; ')}.`);
  return Object.freeze({ name: theme.name, properties: Object.freeze({ ...theme.properties }) });
}

/** The ten product-line themes of the demo brand: the default set. `default` is the default. */
export const defaultThemes: readonly ThemeDefinition[] = Object.freeze([
  defineTheme({
    name: 'default',
    properties: {
      '--hs-color-primary': '#00467f',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#003360',
      '--hs-color-primary-soft': '#e3eef8',
      '--hs-color-accent': '#0a7cc1',
    },
  }),
  defineTheme({
    name: 'care',
    properties: {
      '--hs-color-primary': '#00676f',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#004d53',
      '--hs-color-primary-soft': '#e0f3f4',
      '--hs-color-accent': '#00a3ad',
    },
  }),
  defineTheme({
    name: 'comod',
    properties: {
      '--hs-color-primary': '#0054a6',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#003f7d',
      '--hs-color-primary-soft': '#e2edf9',
      '--hs-color-accent': '#3d8fe0',
    },
  }),
  defineTheme({
    name: 'dual',
    properties: {
      '--hs-color-primary': '#6a2c8e',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#52206f',
      '--hs-color-primary-soft': '#f1e8f7',
      '--hs-color-accent': '#a05cc8',
    },
  }),
  defineTheme({
    name: 'dualintense',
    properties: {
      '--hs-color-primary': '#44145f',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#300b45',
      '--hs-color-primary-soft': '#ece3f2',
      '--hs-color-accent': '#7a3aa0',
    },
  }),
  defineTheme({
    name: 'evotears',
    properties: {
      '--hs-color-primary': '#00627f',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#004a60',
      '--hs-color-primary-soft': '#e0f1f7',
      '--hs-color-accent': '#1aa0c8',
    },
  }),
  defineTheme({
    name: 'fresh',
    properties: {
      '--hs-color-primary': '#2a6e2e',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#1f5522',
      '--hs-color-primary-soft': '#e6f3e6',
      '--hs-color-accent': '#4caf50',
    },
  }),
  defineTheme({
    name: 'gel',
    properties: {
      '--hs-color-primary': '#34449e',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#27347c',
      '--hs-color-primary-soft': '#e7e9f7',
      '--hs-color-accent': '#5c6bc0',
    },
  }),
  defineTheme({
    name: 'omega',
    properties: {
      '--hs-color-primary': '#9c3d00',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#7a2f00',
      '--hs-color-primary-soft': '#fbeee4',
      '--hs-color-accent': '#e07020',
    },
  }),
  defineTheme({
    name: 'parin',
    properties: {
      '--hs-color-primary': '#a0113a',
      '--hs-color-primary-foreground': '#ffffff',
      '--hs-color-primary-hover': '#7e0c2d',
      '--hs-color-primary-soft': '#fae6ec',
      '--hs-color-accent': '#d6336c',
    },
  }),
]);

/** The names of the default themes. */
export const themes: readonly Theme[] = Object.freeze(defaultThemes.map((theme) => theme.name));

/** The theme of a page that names none. */
export const defaultTheme: Theme = 'default';

export interface ThemeCssOptions {
  /** The theme whose properties also apply to `:root` (outside any `data-theme`). */
  root?: Theme | undefined;
}

/** The CSS of themes: one `[data-theme='<name>']` rule each. */
export function themeCss(list: readonly ThemeDefinition[], options: ThemeCssOptions = {}): string {
  return list
    .map((input) => {
      const theme = defineTheme(input);
      const selector = `${theme.name === options.root ? ':root,\n' : ''}[data-theme='${theme.name}']`;
      const declarations = Object.entries(theme.properties)
        .map(([property, value]) => `  ${property}: ${value.trim()};`)
        .join('\n');
      return `${selector} {\n${declarations}\n}\n`;
    })
    .join('\n');
}
