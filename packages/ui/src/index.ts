// Global styles first, so component CSS (imported by each component) can override them.
import './fonts/fonts.css';
import './tokens/tokens.css';
import './base/base.css';

export { contrastRatio, relativeLuminance } from './tokens/contrast';
export {
  themes,
  defaultTheme,
  isTheme,
  breakpoints,
  sectionSpacing,
  containerMaxWidth,
  type Theme,
  type Breakpoint,
  type SectionSpacing,
} from './tokens/tokens';
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
export * from './ConnectionStatus';
