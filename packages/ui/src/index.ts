export { contrastRatio, relativeLuminance } from './tokens/contrast';
export {
  breakpoints,
  sectionSpacing,
  containerMaxWidth,
  type Breakpoint,
  type SectionSpacing,
} from './tokens/tokens';
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
} from './tokens/themes';
export { themeContrastIssues } from './tokens/themeContrast';
export { ThemeStyle, type ThemeStyleProps } from './tokens/ThemeStyle';
export * from './i18n';
export * from './Link';
export * from './Button';
export * from './RichText';
export * from './Heading';
export * from './Container';
export * from './Section';
export * from './VisuallyHidden';
export * from './ResponsiveImage';
export * from './Icon';
export * from './Chip';
export * from './Scroller';
export * from './Dialog';
export * from './Tabs';
export * from './Accordion';
export * from './Form';
export * from './StarRating';
export * from './RouteProgressBar';
