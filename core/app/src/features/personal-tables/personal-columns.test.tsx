import { fireEvent, screen, waitFor } from '@testing-library/react';
import { usePersonalColumns } from '@mall/sdk';
import { Table } from 'antd';
import type { FakeFetch } from '../../platform/http/fake-fetch';
import { renderWithMall } from '../../test-support/render-with-mall';
import { applyLayout } from './apply-layout';

vi.setConfig({ testTimeout: 60_000 });
const find = (text: string) => screen.findByText(text, {}, { timeout: 30_000 });

const COLUMNS = [
  { key: 'name', title: 'Name', dataIndex: 'name', width: 200 },
  { key: 'price', title: 'Price', dataIndex: 'price', width: 100 },
  { key: 'stock', title: 'Stock', dataIndex: 'stock', width: 80 },
];

/** A plugin's table as it would use the SDK hook. */
function StockTable() {
  const { columns, settings } = usePersonalColumns('acme.stock', COLUMNS);
  return (
    <>
      {settings}
      <Table rowKey="name" columns={columns} dataSource={[{ name: 'Pen', price: 2, stock: 9 }]} pagination={false} />
    </>
  );
}

const kept = (fake: FakeFetch, layout: unknown) => fake.on('GET /hpfm/v1/11/personal-tables', { json: { code: 'acme.stock', dataJson: JSON.stringify(layout) } });
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('personal table columns', () => {
  it("shows the columns in the buyer's kept order and width, hidden ones left out", async () => {
    renderWithMall(<StockTable />, { script: (f) => kept(f, { columns: [{ key: 'stock', width: 140 }, { key: 'name' }, { key: 'price', hidden: true }] }) });
    await waitFor(() => expect(headers()).toEqual(['Stock', 'Name']), { timeout: 30_000 });
  });

  it('Save keeps the arrangement for the caller through personal-tables', async () => {
    const { fake } = renderWithMall(<StockTable />, {
      script: (f) => {
        f.on('GET /hpfm/v1/11/personal-tables', { status: 204 });
        f.on('POST /hpfm/v1/11/personal-tables', (call) => ({ json: call.body }));
      },
    });
    await find('Pen');
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show Price' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Stock up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Stock']), { timeout: 30_000 });
    const [post] = fake.calls.filter((c) => c.method === 'POST');
    const body = post!.body as { code: string; dataJson: string; tenantId: number; userId: number };
    expect(body.code).toBe('acme.stock');
    expect(JSON.parse(body.dataJson).columns.map((c: { key: string; hidden?: boolean }) => [c.key, c.hidden === true])).toEqual([
      ['name', false],
      ['stock', false],
      ['price', true],
    ]);
  });

  it('a site-level user (tenant 0) gets the arrangement for the session only: nothing is sent', async () => {
    const { fake } = renderWithMall(<StockTable />, { user: { tenantId: 0 } });
    await find('Pen');
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show Stock' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Price']), { timeout: 30_000 });
    expect(fake.callsTo('/hpfm/v1/11/personal-tables')).toHaveLength(0);
  });
});

describe('applyLayout', () => {
  it('keeps columns the layout does not know, after the known ones', () => {
    expect(applyLayout(COLUMNS, { columns: [{ key: 'price' }] }).map((c) => c.key)).toEqual(['price', 'name', 'stock']);
    expect(applyLayout(COLUMNS, null)).toEqual(COLUMNS);
  });
});
