import { extensionPoints } from '@mall/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd';
// The host's own fixture: a stand-in core and a tenant that contributes, replaces and disables
// on every kind of point, so reviewers see each change rendered before real tenants exist.
import { sampleCore, sampleTenant } from '../../../core/app/src/platform/plugin-host/test-fixtures/sample-plugins';
import { buildCatalogue, hostWith, reportsOn } from './catalogue-model';
import { ExtensionPointPage } from './extension-point-page';
import { PluginContributions } from './plugin-contributions';
import { RebindsPage } from './rebinds-page';
import { SettingsPage } from './settings-page';

const catalogue = buildCatalogue(sampleCore, [
  { name: sampleTenant.id, version: sampleTenant.version ?? '0.0.0', kind: 'fixture', codes: ['SAMPLE'], definition: sampleTenant },
]);
// As if the toolbar had chosen the sample tenant.
const active = { code: 'SAMPLE', packageName: sampleTenant.id, host: hostWith(sampleCore, { definition: sampleTenant, version: sampleTenant.version ?? '0.0.0' }) };

const meta = { title: 'Extension points/Sample tenant (fixture)' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the sample tenant changes over the sample core. */
export const Summary: Story = { render: () => <PluginContributions catalogue={catalogue} report={catalogue.reports[0]!} /> };

/** The catalogue pages of the points the sample tenant changes, with it as the active tenant. */
export const Points: Story = {
  render: () => (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {extensionPoints
        .filter((p) => reportsOn(catalogue, p.id).length > 0)
        .map((p) => (
          <ExtensionPointPage key={p.id} pointId={p.id} catalogue={catalogue} active={active} />
        ))}
    </Space>
  ),
};

export const Settings: Story = { render: () => <SettingsPage catalogue={catalogue} active={active} /> };

export const Rebinds: Story = { render: () => <RebindsPage catalogue={catalogue} active={active} /> };
