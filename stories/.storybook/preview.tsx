import type { Decorator, Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { ActiveTenantProvider, CORE_ONLY, loadActiveTenant, tenantToolbarItems, type ActiveTenant } from '../src/catalogue/active-tenant';
import { PluginStory, pluginParameter } from '../src/catalogue/plugin-story';

// The mall's primary colour; a tenant's topicColor replaces it in the app.
const theme = { token: { colorPrimary: '#f53' } };

const withMall: Decorator = (Story, context) => {
  const plugin = pluginParameter(context.parameters.plugin);
  return (
    <ConfigProvider theme={theme}>
      <ActiveTenantProvider value={context.loaded.activeTenant as ActiveTenant | undefined}>
        {plugin ? <PluginStory plugin={plugin} /> : <Story />}
      </ActiveTenantProvider>
    </ConfigProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    tenant: {
      description: 'Active tenant: core plus the package its code loads',
      toolbar: { title: 'Tenant', icon: 'user', items: tenantToolbarItems(), dynamicTitle: true },
    },
  },
  initialGlobals: { tenant: CORE_ONLY },
  loaders: [async ({ globals }) => ({ activeTenant: await loadActiveTenant(globals.tenant as string | undefined) })],
  decorators: [withMall],
  parameters: {
    layout: 'padded',
    options: { storySort: { order: ['Introduction', 'Extension points', ['Points', 'Plugins', '*'], 'Core components', 'Tenants', 'Shared plugins'] } },
  },
};

export default preview;
