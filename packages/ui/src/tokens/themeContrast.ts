import { contrastRatio } from './contrast';
import type { ThemeDefinition } from './themes';

/** The text uses of a theme's colours that must reach WCAG AA (4.5 : 1). */
const pairs = [
  ['--hs-color-primary', '--hs-color-primary-foreground', 'contained-themed buttons, active chips'],
  ['--hs-color-primary-hover', '--hs-color-primary-foreground', 'hovered contained-themed buttons'],
  ['--hs-color-primary', 'background', 'links and outlined buttons on the page'],
  ['--hs-color-primary', '--hs-color-primary-soft', 'chips on their tint'],
] as const;

/**
 * Where a theme's text falls below 4.5 : 1 (empty when it does not): a site checks the themes it
 * registers the way the default themes are checked. `background` is the page's `--hs-color-bg`.
 */
export function themeContrastIssues(theme: ThemeDefinition, background = '#ffffff'): string[] {
  const colour = (name: string): string =>
    name === 'background'
      ? background
      : (theme.properties[name as keyof ThemeDefinition['properties']] ?? '');
  return pairs.flatMap(([text, behind, where]) => {
    const ratio = contrastRatio(colour(text), colour(behind));
    return ratio >= 4.5 ? [] : [`${theme.name}: ${text} on ${behind} is ${ratio.toFixed(2)} : 1 (${where})`];
  });
}
