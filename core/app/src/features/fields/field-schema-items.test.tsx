import { definePlugin, messages, type FieldSchema, type MallContext } from '@mall/sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { renderWithMall } from '../../test-support/render-with-mall';
import { FieldSchemaItems } from './field-schema-items';

vi.setConfig({ testTimeout: 60_000 });

const T = { timeout: 15_000 };

const ctx = { user: {}, config: {}, channel: 'ENTERPRISE', settings: {}, today: '2026-01-01', hasPermission: () => true } as unknown as MallContext;

const fields: FieldSchema[] = [
  { name: 'costCentre', labelKey: 'test.cost-centre', component: 'input', required: true, maxLength: 5 },
  { name: 'kind', labelKey: 'test.kind', component: 'select', options: [{ value: 'A', labelKey: 'test.kind.a' }, { value: 'B', labelKey: 'test.kind.b' }], clearOnChange: ['note'] },
  { name: 'note', labelKey: 'test.note', component: 'input', required: (row) => row.kind === 'B' },
  { name: 'secret', labelKey: 'test.secret', component: 'input', hidden: (row) => row.kind !== 'A' },
  { name: 'count', labelKey: 'test.count', component: 'number', min: 1 },
];

const texts = {
  'test.cost-centre': 'Cost centre',
  'test.kind': 'Kind',
  'test.kind.a': 'Kind A',
  'test.kind.b': 'Kind B',
  'test.note': 'Note',
  'test.secret': 'Secret',
  'test.count': 'Count',
};

const textsPlugin = definePlugin({
  id: 'test-field-texts',
  sdk: '^1.0.0',
  register: (plugin) => plugin.contribute(messages, { id: 'test.fields.en', locale: 'en_US', messages: texts }),
});

function renderForm(initial: Record<string, unknown> = {}) {
  const onFinish = vi.fn();
  const mall = renderWithMall(
    <Form initialValues={initial} onFinish={onFinish}>
      <FieldSchemaItems fields={fields} ctx={ctx} />
      <Button htmlType="submit">Save</Button>
    </Form>,
    { plugins: [textsPlugin] },
  );
  return { ...mall, onFinish };
}

const save = () => userEvent.click(screen.getByText('Save', { selector: 'button span' }));

it('refuses a missing required field with the translated label and does not submit', async () => {
  const { onFinish } = renderForm();
  await save();
  expect(await screen.findByText('Cost centre is required', {}, T)).toBeInTheDocument();
  expect(onFinish).not.toHaveBeenCalled();
});

it('checks lengths and bounds from the schema', async () => {
  const { onFinish } = renderForm({ costCentre: 'ABCDEF', count: 0 });
  await save();
  expect(await screen.findByText('Cost centre cannot exceed 5 characters', {}, T)).toBeInTheDocument();
  expect(screen.getByText('Count cannot be less than 1')).toBeInTheDocument();
  expect(onFinish).not.toHaveBeenCalled();
});

it('a predicate makes a field required or hidden for the row, and a change clears its dependants', async () => {
  const { onFinish } = renderForm({ costCentre: 'C1', kind: 'B', note: '' });
  expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  await save();
  expect(await screen.findByText('Note is required', {}, T)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Note', { selector: 'input' }), 'urgent');
  await save();
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ costCentre: 'C1', kind: 'B', note: 'urgent' })));
  await userEvent.click(screen.getByLabelText('Kind', { selector: 'input' }));
  await userEvent.click(await screen.findByTitle('Kind A', {}, T));
  await waitFor(() => expect(screen.getByLabelText('Note', { selector: 'input' })).toHaveValue(''));
  expect(await screen.findByLabelText('Secret', { selector: 'input' }, T)).toBeInTheDocument();
});
