/** src/tokens/themes.css as the data in src/tokens/themes.ts make it. */
export function themesCssFile(): string;
export const header: string;
