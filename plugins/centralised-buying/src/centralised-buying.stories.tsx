import type { Meta, StoryObj } from '@storybook/react-vite';
import plugin from './index';

// Storybook's preview renders what `parameters.plugin` adds, replaces and disables over core.
const meta = { title: 'Plugins/centralised-buying', parameters: { plugin } } satisfies Meta;

export default meta;

export const Contributions: StoryObj<typeof meta> = {};
