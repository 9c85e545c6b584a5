/** Style breakpoints (min-width, px). Mirrored in the comments of tokens.css. */
export const breakpoints = { xs: 480, sm: 768, md: 1024, lg: 1280, xl: 1920 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Vertical spacing of a content section (rem). Default md. */
export const sectionSpacing = { xs: '1rem', sm: '1.25rem', md: '2.5rem', lg: '5rem' } as const;
export type SectionSpacing = keyof typeof sectionSpacing;

/** Maximum width of content blocks. */
export const containerMaxWidth = '87.75rem';
