import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render, within } from '@testing-library/react';
import * as manufacturerStories from '../../tenants/manufacturer/src/manufacturer.stories';
import preview from '../.storybook/preview';

// What a reviewer of the manufacturer (WULING) reads in Storybook: its session values beside its
// rules and fields, from the story itself, rendered once for the file.
setProjectAnnotations(preview);

const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

it("shows the manufacturer's session values (warehouse permission, fallback AUTO), its rules in both locales, its low-stock confirm and cart footer", async () => {
  const { Contributions } = composeStories(manufacturerStories);
  await Contributions.load();
  const page = render(<Contributions />).container;
  const values = page.querySelector<HTMLElement>('[data-point="session.values"]')!;
  const permission = within(values.querySelector<HTMLElement>('[data-contribution="manufacturer.warehouse-permission"]')!);
  expect(permission.getByText('adds')).toBeInTheDocument();
  expect(permission.getByText(/HANDLE when the warehouse permission call lists a warehouse, AUTO when it is empty or fails/)).toBeInTheDocument();
  expect(permission.getByText('fallback').closest('tr')?.textContent).toMatch(/fallback.*AUTO/);
  // The catalogue probes rules on sample lines without session values, so the warehouse rule runs
  // under the AUTO fallback (nothing kept apart); the category rule speaks on the probes.
  expect(page.querySelector('[data-contribution="manufacturer.cart.warehouse-apart"]')).not.toBeNull();
  const rule = within(page.querySelector<HTMLElement>('[data-contribution="manufacturer.cart.same-category"]')!);
  expect(rule.getByText('Selected products have different categories, cannot be merged into one order!')).toBeInTheDocument();
  expect(rule.getByText('所选商品品类不同，不能合并为一个订单！')).toBeInTheDocument();
  expect(page.querySelector('[data-contribution="manufacturer.settle.low-stock"]')).not.toBeNull();
  expect(page.querySelector('[data-contribution="manufacturer.cart.erp-stock"]')).not.toBeNull();
}, 60_000);
