import { composeStories, setProjectAnnotations } from '@storybook/react';
import { cleanup, render, within } from '@testing-library/react';
import * as retailStories from '../../tenants/retail-chain/src/retail-chain.stories';
import preview from '../.storybook/preview';
import * as pointStories from './generated/extension-points.stories';

// What a reviewer of the retail chain (GOLDEN) reads in Storybook, from the stories themselves.
setProjectAnnotations(preview);
afterEach(cleanup);

// jsdom has no pseudo-element styles; antd's table asks for a scrollbar's while measuring.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

async function renderStory(story: { load: () => Promise<void> } & React.ComponentType) {
  await story.load();
  const Story = story;
  return render(<Story />).container;
}

const fieldRow = (page: HTMLElement, name: string) => page.querySelector<HTMLElement>(`tr[data-field="${name}"]`)!;

describe("the retail chain's story", () => {
  const { Contributions } = composeStories(retailStories);

  it('shows its budget fields with labels in both locales and the required mark on project, subject and cost type (spec 3 section 5)', async () => {
    const page = (await renderStory(Contributions)).querySelector<HTMLElement>('[data-point="budget.dimensions"]')!;
    expect(within(page).getByText('replaces core')).toBeInTheDocument();
    const required = ['projectNum', 'budgetCode', 'costTypeCode'];
    const optional = ['companyId', 'profitCenterCode'];
    for (const name of required) expect(fieldRow(page, name).querySelector('[data-required="always"]'), name).toHaveTextContent('* required');
    for (const name of optional) {
      expect(fieldRow(page, name).querySelector('[data-required]'), name).toBeNull();
      expect(within(fieldRow(page, name)).getByText('optional')).toBeInTheDocument();
    }
    const project = within(fieldRow(page, 'projectNum'));
    expect(project.getByText('项目编号')).toBeInTheDocument();
    expect(project.getByText('Project number')).toBeInTheDocument();
    // The spec's own sentence for an empty project, in both locales.
    expect(project.getByText('project number cannot be empty')).toBeInTheDocument();
    expect(project.getByText('项目编号不能为空')).toBeInTheDocument();
    expect(within(fieldRow(page, 'budgetCode')).getByText('Budget subject is required')).toBeInTheDocument();
    expect(within(fieldRow(page, 'budgetCode')).getByText('waits for projectNum')).toBeInTheDocument();
    expect(within(fieldRow(page, 'projectNum')).getByText('clears budgetCode')).toBeInTheDocument();
  });

  it("shows the text of each of its 'other mode' selection rules in both locales", async () => {
    const page = (await renderStory(Contributions)).querySelector<HTMLElement>('[data-point="cart.selection-rules"]')!;
    const rules = [
      ['same-cost-centre', 'Only products of the same cost centre can be chosen!', '只能选择相同成本中心的商品！'],
      ['same-request-type', 'Only products of the same request type can be chosen!', '只能选择相同申请类型的商品！'],
      ['same-cost-company', 'Only products borne by the same company can be chosen!', '只能选择相同费用承担公司的商品！'],
      ['same-product-segment', 'Only products of the same product segment can be chosen!', '只能选择相同产品段的商品！'],
      ['same-department', 'Only products of the same department can be chosen!', '只能选择相同部门的商品！'],
    ];
    for (const [rule, en, zh] of rules) {
      const card = within(page.querySelector<HTMLElement>(`[data-contribution="retail-chain.other-mode.${rule}"]`)!);
      expect(card.getByText('adds')).toBeInTheDocument();
      expect(card.getByText(en!)).toBeInTheDocument();
      expect(card.getByText(zh!)).toBeInTheDocument();
    }
  });

  it('renders its replaced /cart page and a diff against core on every point', async () => {
    const page = await renderStory(Contributions);
    const cart = page.querySelector<HTMLElement>('[data-route-preview="/cart"]')!;
    // The tenant's own page, loaded and rendered: its title, over core's cart view (whose chunk
    // is the slow part of this test: a first import of the cart page's modules).
    expect(await within(cart).findByText('Store cart', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(within(page.querySelector<HTMLElement>('[data-point="routes"]')!).getByText('replaces core')).toBeInTheDocument();
    expect(within(page).getByText('Against core, point by point')).toBeInTheDocument();
    expect(page.querySelectorAll('tr[data-row-key]').length).toBeGreaterThanOrEqual(18);
  }, 60_000);
});

it('renders the cart footer slot live: core settle button and batch budget link, each in its error boundary', async () => {
  const page = await renderStory(composeStories(pointStories).SlotsCartFooter);
  const settle = page.querySelector<HTMLElement>('[data-slot-preview="core.order.settle"]')!;
  expect(within(settle).getByRole('button', { name: 'Settle' })).toBeDisabled();
  const batch = page.querySelector<HTMLElement>('[data-slot-preview="core.budget.batch-link"]')!;
  expect(within(batch).getByRole('button', { name: 'Batch budget' })).toBeDisabled();
});

it("shows core's quantity rule refusals, run on a line sold in packs of 3, in both locales (spec 1 section 5)", async () => {
  const page = within(await renderStory(composeStories(pointStories).CartQuantityRule));
  expect(page.getByText('Please enter the quantity')).toBeInTheDocument();
  expect(page.getByText('请输入数量')).toBeInTheDocument();
  expect(page.getByText('Minimum package quantity is 3')).toBeInTheDocument();
  expect(page.getByText('最小包装量为3')).toBeInTheDocument();
});
