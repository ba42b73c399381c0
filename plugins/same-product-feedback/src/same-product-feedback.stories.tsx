import type { Meta, StoryObj } from '@storybook/react-vite';
import plugin from './index';

// Storybook's preview renders what `parameters.plugin` adds, replaces and disables over core:
// here the feedback button beside the product detail (slots.product-detail.aside).
const meta = { title: 'Plugins/same-product-feedback', parameters: { plugin } } satisfies Meta;

export default meta;

export const Contributions: StoryObj<typeof meta> = {};
