import type { FixtureLocale } from './content';

/** The locale chosen in Storybook's toolbar (the rig's `locale` global); German by default. */
export function storyLocale(globals: Record<string, unknown>): FixtureLocale {
  return globals.locale === 'en' ? 'en' : 'de-DE';
}
