import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Every component gets a docs page: what it is for (the component's JSDoc), its props from their
  // JSDoc, and its stories; `tags: ['autodocs']` in preview.tsx turns them on for every file.
  docs: { defaultName: 'Documentație' },
  typescript: {
    // Props tables read from the TypeScript types: every prop's JSDoc and its union of values. The
    // default reader (react-docgen) stops at imported, extended and indexed types and shows
    // `unknown` with no description (Button's variant, VoucherCard's size).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props, and the few react-aria ones a designer sets; not the hundreds of DOM and ARIA attributes.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules') || ['onPress', 'isDisabled', 'isPending'].includes(prop.name),
    },
  },
  // Only the MSW worker lives here, so it never ships with the site.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
  }),
};

export default config;
