import { themeCss, type ThemeCssOptions, type ThemeDefinition } from './themes';

export interface ThemeStyleProps extends ThemeCssOptions {
  /** The themes a site registers (`defineTheme`); the default themes are in the stylesheet already. */
  themes: readonly ThemeDefinition[];
}

/**
 * The CSS of a site's own themes as a `<style>` element (render it once, e.g. in the document's
 * `<head>`; it renders on the server too). Static CSS, no runtime styling: the same as
 * `themeCss(themes)` written into the site's stylesheet.
 */
export function ThemeStyle({ themes, root }: ThemeStyleProps) {
  return <style data-hs-themes="">{themeCss(themes, { root })}</style>;
}
