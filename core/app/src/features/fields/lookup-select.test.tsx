import { definePlugin, messages, msg, type FieldSchema } from '@mall/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMall } from '../../test-support/render-with-mall';
import { LookupSelect } from './lookup-select';

vi.setConfig({ testTimeout: 60_000 });

const LOVS = '/hpfm/v1/11/lovs/data';

// A department tree as a tenant's server serves it: upper levels marked leafFlag 0.
const departments = [
  { value: 'D10', meaning: 'Headquarters', levelNum: 1, leafFlag: 0 },
  { value: 'D1010', meaning: 'Administration', parentValue: 'D10', levelNum: 2, leafFlag: 1 },
  { value: 'D20', meaning: 'Cement division', levelNum: 1, leafFlag: 0 },
  { value: 'D2020', meaning: 'Quality centre', parentValue: 'D20', levelNum: 2, leafFlag: 1 },
];

const texts = definePlugin({
  id: 'test-lookup-texts',
  sdk: '^1.0.0',
  register: (plugin) => plugin.contribute(messages, { id: 'test.lookup.en', locale: 'en_US', messages: { 'test.leaf-only': 'Only the last-level department can be selected' } }),
});

const department = (leafOnly: boolean): FieldSchema => ({
  name: 'costCode',
  labelKey: 'test.department',
  component: 'lookup',
  lookupCode: 'SMAL.DEPARTMENT',
  ...(leafOnly ? { leafOnly: { message: msg('test.leaf-only') } } : {}),
});

function mount(field: FieldSchema) {
  const onChange = vi.fn();
  renderWithMall(<LookupSelect aria-label="Department" field={field} row={{}} onChange={onChange} />, {
    plugins: [texts],
    script: (fake) => fake.on(`GET ${LOVS}`, { json: departments }),
  });
  return onChange;
}

async function choose(text: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Department' }));
  fireEvent.click(await screen.findByText(text, {}, { timeout: 10_000 }));
}

describe('LookupSelect over a tree value set', () => {
  it.each([
    ['an upper level with leafOnly is refused with the field message', true, 'Cement division', undefined],
    ['a leaf with leafOnly is chosen', true, 'Quality centre', ['D2020', 'Quality centre']],
    ['an upper level without leafOnly is chosen', false, 'Cement division', ['D20', 'Cement division']],
  ] as const)('%s', async (_, leafOnly, text, expected) => {
    const onChange = mount(department(leafOnly));
    await choose(text);
    if (expected) {
      await waitFor(() => expect(onChange).toHaveBeenCalledWith(...expected));
      expect(screen.queryByText('Only the last-level department can be selected')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByText('Only the last-level department can be selected', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      // The select shows nothing chosen, not the refused value.
      expect(document.querySelector('.ant-select-content')?.textContent ?? '').toBe('');
    }
  });

  it('indents each value by its level', async () => {
    mount(department(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Department' }));
    const leaf = await screen.findByText('Administration', {}, { timeout: 10_000 });
    const root = screen.getByText('Headquarters');
    expect(leaf.style.paddingInlineStart).toBe('16px');
    expect(root.style.paddingInlineStart).toBe('0');
  });
});
