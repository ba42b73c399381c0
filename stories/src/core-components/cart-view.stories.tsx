import { CartViewToken } from '@mall/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComponentStage } from './component-stage';

const meta = { title: 'Core components/Cart view' } satisfies Meta;
export default meta;

/** Core's whole cart, as a tenant's own /cart page wraps it; with no gateway it shows a failed load. */
export const CartView: StoryObj<typeof meta> = {
  render: () => (
    <ComponentStage
      token={CartViewToken}
      path="/cart"
      about="Core's cart view: loading, grouping, selection rules, line editors, budget links and the footer slots. A tenant's /cart adds columns and a title around it."
      props={{}}
    />
  ),
};
