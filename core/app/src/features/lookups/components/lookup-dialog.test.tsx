import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LookupDialogProps } from '@mall/sdk';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { lookupDialogWidth, nestLookupRows } from '../lookup-dialog-rules';
import LookupDialog from './lookup-dialog';

vi.setConfig({ testTimeout: 60_000 });

// The machine running the suite is shared: give slow renders time.
const find = (text: string) => screen.findByText(text, {}, { timeout: 30_000 });

const QUERY = '/hpfm/v1/11/lov-view/data';
const view = {
  viewCode: 'SMAL.FEE_TYPE',
  viewName: 'Fee type',
  lovCode: 'SMAL.FEE_TYPE',
  valueField: 'feeTypeCode',
  displayField: 'feeTypeName',
  queryUrl: `${QUERY}?viewCode=SMAL.FEE_TYPE`,
  pageSize: 5,
  tableFields: [
    { title: 'Fee type code', dataIndex: 'feeTypeCode', width: 150 },
    { title: 'Fee type name', dataIndex: 'feeTypeName', width: 250 },
    { title: 'Taxable', dataIndex: 'taxable', width: 80, dataType: 'SWITCH' },
  ],
  queryFields: [
    { label: 'Fee type code', field: 'feeTypeCode', dataType: 'INPUT' },
    { label: 'Level', field: 'level', dataType: 'INT' },
  ],
};
const fees = [
  { value: 'OFFICE', feeTypeCode: 'OFFICE', feeTypeName: 'Office expenses', taxable: 1 },
  { value: 'IT', feeTypeCode: 'IT', feeTypeName: 'IT expenses', taxable: 0 },
];

function open(script: (fake: FakeFetch) => void, props: Partial<LookupDialogProps> = {}) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  const mall = renderWithMall(<LookupDialog open viewCode="SMAL.FEE_TYPE" onOk={onOk} onCancel={onCancel} {...props} />, { script });
  return { ...mall, onOk, onCancel };
}

const withView = (fake: FakeFetch, rows = fees) => {
  fake.on('GET /hpfm/v1/11/lov-view/info', { json: view });
  fake.on(`GET ${QUERY}`, (call) => {
    const code = call.url.searchParams.get('feeTypeCode');
    const content = code ? rows.filter((r) => r.feeTypeCode.includes(code)) : rows;
    return { json: { content, totalElements: content.length } };
  });
};

describe('lookup dialog', () => {
  it("says 'lov {code} loading...' until the view arrives, then pages the view's query with its page size", async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { fake } = open((f) => {
      withView(f);
      f.on('GET /hpfm/v1/11/lov-view/info', () => new Promise((resolve) => (answer = resolve)).then(() => ({ json: view })));
    });
    expect(await find('lov SMAL.FEE_TYPE loading...')).toBeInTheDocument();
    act(() => answer(undefined));
    expect(await find('Office expenses')).toBeInTheDocument();
    const [call] = fake.callsTo(QUERY);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ viewCode: 'SMAL.FEE_TYPE', page: '0', size: '5' });
    // SWITCH columns read yes/no.
    expect(screen.getAllByText('Yes')).toHaveLength(1);
    expect(screen.getAllByText('No')).toHaveLength(1);
  });

  it('row click selects and Confirm returns it; double click picks at once', async () => {
    const { onOk } = open(withView);
    fireEvent.click(await find('IT expenses'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onOk).toHaveBeenCalledWith([expect.objectContaining({ value: 'IT', meaning: 'IT expenses' })]);
    fireEvent.doubleClick(screen.getByText('Office expenses'));
    expect(onOk).toHaveBeenLastCalledWith([expect.objectContaining({ value: 'OFFICE', meaning: 'Office expenses', data: expect.objectContaining({ taxable: 1 }) })]);
  });

  it("Confirm with nothing chosen warns 'please select at least one record' with an 'I know' button", async () => {
    const { onOk } = open(withView);
    await find('Office expenses');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await find('please select at least one record')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I know' }));
    await waitFor(() => expect(screen.queryByText('please select at least one record')).not.toBeInTheDocument(), { timeout: 30_000 });
    expect(onOk).not.toHaveBeenCalled();
  });

  it('Confirm is throttled at 500 ms: two quick clicks confirm once', async () => {
    const { onOk } = open(withView);
    fireEvent.click(await find('IT expenses'));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('Search sends the query form (debounced), Reset clears it', async () => {
    const { fake } = open(withView);
    await find('Office expenses');
    fireEvent.change(screen.getByRole('textbox', { name: 'Fee type code' }), { target: { value: ' IT ' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Level' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Office expenses')).not.toBeInTheDocument(), { timeout: 30_000 });
    const searches = fake.callsTo(QUERY).filter((c) => c.url.searchParams.get('feeTypeCode') === 'IT');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.url.searchParams.get('level')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await find('Office expenses')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fee type code' })).toHaveValue('');
  }, 150_000);

  it("a view nobody maintained: 'Value set view not defined: {code}, please maintain it'", async () => {
    open((f) => f.on('GET /hpfm/v1/11/lov-view/info', { status: 404, json: { failed: true, code: 'hpfm.lov.view.not.defined', message: 'x' } }), { viewCode: 'NO.VIEW' });
    expect(await find('Value set view not defined: NO.VIEW, please maintain it')).toBeInTheDocument();
  });

  it("a failing query says 'Query error' when the server gives no message", async () => {
    open((f) => {
      f.on('GET /hpfm/v1/11/lov-view/info', { json: view });
      f.on(`GET ${QUERY}`, { status: 500, text: '' });
    });
    expect(await find('Query error')).toBeInTheDocument();
  });

  it("no view code at all: 'lov view not defined'", async () => {
    open(withView, { viewCode: '' });
    expect(await find('lov view not defined')).toBeInTheDocument();
  });

  it('a tree view nests flat rows under their parent by childrenFieldName', async () => {
    const tree = [
      { value: 'ADM', feeTypeCode: 'ADM', feeTypeName: 'Administration' },
      { value: 'ADM-PAPER', feeTypeCode: 'ADM-PAPER', feeTypeName: 'Paper', parentValue: 'ADM' },
    ];
    open((f) => {
      withView(f, tree as typeof fees);
      f.on('GET /hpfm/v1/11/lov-view/info', { json: { ...view, childrenFieldName: 'children' } });
    });
    await find('Administration');
    expect(screen.queryByText('Paper')).not.toBeInTheDocument();
    const row = screen.getByText('Administration').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    expect(await find('Paper')).toBeInTheDocument();
  });
});

describe('lookup dialog rules', () => {
  it('width is the column widths plus 60, between 530 and 1190', () => {
    expect(lookupDialogWidth([{ title: 'a', dataIndex: 'a', width: 150 }, { title: 'b', dataIndex: 'b', width: 250 }])).toBe(530);
    expect(lookupDialogWidth([{ title: 'a', dataIndex: 'a', width: 400 }, { title: 'b', dataIndex: 'b', width: 300 }])).toBe(760);
    expect(lookupDialogWidth([{ title: 'a', dataIndex: 'a', width: 900 }, { title: 'b', dataIndex: 'b', width: 400 }])).toBe(1190);
  });

  it('keeps rows the server already nested', () => {
    const nested = [{ value: 'A', children: [{ value: 'B' }] }];
    expect(nestLookupRows(nested, 'children')).toEqual(nested);
    expect(nestLookupRows([{ value: 'A' }, { value: 'B', parentValue: 'A' }], undefined)).toHaveLength(2);
  });
});
