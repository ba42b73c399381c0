import type { StorybookConfig } from '@storybook/react-vite';

// Stories live here and beside each tenant and shared plugin (`src/*.stories.tsx`), so a
// plugin author sees their package in the catalogue without touching this folder.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx', '../../tenants/*/src/**/*.stories.tsx', '../../plugins/*/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // react-docgen parses sources with Babel, which refuses core's parameter decorators; the
  // catalogue documents contracts from the SDK's declarations instead of component props.
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      // Workspace packages export their TypeScript sources; core's services use legacy
      // (experimentalDecorators) decorators, which the transform must not read as TC39 ones.
      oxc: { decorator: { legacy: true } },
      // Linked workspace packages are source, not prebuilt dependencies.
      optimizeDeps: { exclude: ['@mall/core', '@mall/sdk', '@mall/domain', '@mall/sdk-testing'] },
      build: {
        chunkSizeWarningLimit: 4000,
        rolldownOptions: {
          // antd and react-router mark modules "use client"; meaningless in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (w: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
