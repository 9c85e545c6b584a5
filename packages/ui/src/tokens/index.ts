// Design tokens and themes. An entry of its own (like every component folder), so that the theme
// registry is a chunk of its own too, not part of the first component chunk that uses it.
export { contrastRatio, relativeLuminance } from './contrast';
export {
  breakpoints,
  sectionSpacing,
  containerMaxWidth,
  type Breakpoint,
  type SectionSpacing,
} from './tokens';
export {
  defineTheme,
  defaultThemes,
  themes,
  defaultTheme,
  isTheme,
  themeCss,
  type Theme,
  type ThemeColors,
  type ThemeProperties,
  type ThemeDefinition,
  type ThemeCssOptions,
} from './themes';
export { themeContrastIssues } from './themeContrast';
export { ThemeStyle, type ThemeStyleProps } from './ThemeStyle';
