// Writes src/tokens/themes.css, the default themes' CSS, from src/tokens/themes.ts (the data).
// Run after changing a default theme: `pnpm --filter @healthsite/ui themes`. A unit test fails
// while the file and the data differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultThemes, defaultTheme, themeCss } from '../src/tokens/themes.ts';

export const header = `/*
 * The default themes, one per product line of the demo brand: GENERATED from themes.ts by
 * \`pnpm --filter @healthsite/ui themes\`; edit the data there. Each defines the primary pair
 * (background + foreground, contrast >= 4.5:1) plus derived tints; the primary must also read as
 * text on white (outlined buttons, links). tokens.test.ts checks both.
 */
`;

export function themesCssFile() {
  return header + themeCss(defaultThemes, { root: defaultTheme });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../src/tokens/themes.css', import.meta.url));
  writeFileSync(target, themesCssFile());
  console.log(`wrote ${target}`);
}
