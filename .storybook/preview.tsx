// Every story renders inside a wrapper that carries the theme (data-theme) and the locale (lang +
// LocaleProvider). The wrapper is what the screenshot rig (vitest.setup.ts) photographs.
// Viewport: the vitest plugin sets 1200 × 900 for every story test (unless a story sets
// parameters.viewport), so screenshots do not depend on the machine.
import type { Decorator, Preview } from '@storybook/react-vite';
import {
  LocaleProvider,
  builtInLocales,
  isLocale,
  isTheme,
  themes,
  defaultLocale,
  defaultTheme,
} from '@healthsite/ui';
// The packages' stylesheets, the one way every consumer includes them (see main.ts).
import '@healthsite/ui/styles.css';
import '@healthsite/blocks/styles.css';
import '@healthsite/finder/styles.css';
import './preview.css';

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : defaultTheme;
  const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
  return (
    <LocaleProvider locale={locale}>
      <div
        className="sb-story-root"
        data-story-root=""
        data-testid="sb-story-root"
        data-theme={theme}
        data-layout={context.parameters.layout ?? 'padded'}
        lang={locale}
      >
        <Story />
      </div>
    </LocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
    docs: { codePanel: true },
  },
  globalTypes: {
    theme: {
      description: 'Brand theme (data-theme)',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themes], dynamicTitle: true },
    },
    locale: {
      description: 'Locale (lang and copy)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: builtInLocales.map((value) => ({ value, title: value === 'de-DE' ? 'Deutsch' : 'English' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultTheme, locale: defaultLocale },
  tags: ['autodocs'],
};

export default preview;
