// One Storybook for every package. Stories import the packages from source (Vite aliases below),
// so designers and the storybook test project never need a build first. The stylesheets are the
// packages' own manifests (src/styles.css), imported once by preview.tsx exactly as an app imports
// `@healthsite/<package>/styles.css`: the dev server and the static build get the same CSS.
import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Deterministic image fixtures for ResponsiveImage and the blocks (no network in tests).
  staticDirs: [{ from: '../.storybook/fixtures', to: '/fixtures' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      resolve: {
        // Most specific first: `@healthsite/finder/react` before `@healthsite/finder`.
        alias: [
          { find: /^@healthsite\/finder\/react$/, replacement: repo('packages/finder/src/react/index.ts') },
          { find: /^@healthsite\/finder$/, replacement: repo('packages/finder/src/index.ts') },
          {
            find: /^@healthsite\/finder\/styles\.css$/,
            replacement: repo('packages/finder/src/react/styles.css'),
          },
          { find: /^@healthsite\/ui\/styles\.css$/, replacement: repo('packages/ui/src/styles.css') },
          { find: /^@healthsite\/ui\/sanitize$/, replacement: repo('packages/ui/src/sanitize/index.ts') },
          { find: /^@healthsite\/ui$/, replacement: repo('packages/ui/src/index.ts') },
          {
            find: /^@healthsite\/services\/(contract|client)$/,
            replacement: repo('packages/services/src/$1/index.ts'),
          },
          {
            find: /^@healthsite\/services\/errors$/,
            replacement: repo('packages/services/src/client/errors.ts'),
          },
          { find: /^@healthsite\/blocks\/styles\.css$/, replacement: repo('packages/blocks/src/styles.css') },
          { find: /^@healthsite\/blocks$/, replacement: repo('packages/blocks/src/index.ts') },
          {
            find: /^@healthsite\/content-client$/,
            replacement: repo('packages/content-client/src/index.ts'),
          },
        ],
      },
    });
  },
};

export default config;
