import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueLoaders, RebindsStory, SettingsStory, type CatalogueLoaded } from './catalogue-stories';

const meta = {
  title: 'Extension points/Plugins',
  loaders: catalogueLoaders,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loading = <p>Loading the catalogue…</p>;

/** Core's declared settings and the values each tenant or shared plugin sets. */
export const SettingsValues: Story = {
  name: 'Settings values',
  render: (_args, { loaded }) => {
    const { catalogue } = loaded as CatalogueLoaded;
    return catalogue ? <SettingsStory catalogue={catalogue} /> : loading;
  },
};

/** Core service tokens a plugin rebinds. */
export const Rebinds: Story = {
  name: 'Service rebinds',
  render: (_args, { loaded }) => {
    const { catalogue } = loaded as CatalogueLoaded;
    return catalogue ? <RebindsStory catalogue={catalogue} /> : loading;
  },
};
