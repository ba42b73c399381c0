import type { Meta, StoryObj } from '@storybook/react-vite';
import plugin from './index';

// Storybook's preview renders what `parameters.plugin` adds, replaces and disables over core:
// the feedback button (from the plugin it uses), the compatible-machine drawer and the price
// history beside the product detail, the tax-included order confirm and the expiring-goods
// settle confirm (cart.settle-validators).
const meta = { title: 'Tenants/electronics-firm', parameters: { plugin } } satisfies Meta;

export default meta;

export const Contributions: StoryObj<typeof meta> = {};
