import { definePlugin, messages, msg, outcome, receiptLineFields, receiptSubmitValidators } from '@mall/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall, type RenderWithMallOptions } from '../../../test-support/render-with-mall';
import { ReceiptDrawer } from './receipt-drawer';

// The first test also pays for the drawer's first render (antd table, lazy chunks): up to 100 s on a busy CI machine.
vi.setConfig({ testTimeout: 150_000 });
const T = { timeout: 15_000 };
const LINES = '/smodr/v1/11/consignment-entrys/confirm-consignment';
const SUBMIT = '/smodr/v1/11/receipt-entrys/receipt-submit';

const base = { consignmentCode: 'ASN-1', uomId: 1, uomName: 'EA', uomPrecision: 0, receiveAndStorageFlag: 0, supplierCompanyName: 'Deli Supplies' };
const lineList = [
  { ...base, consignmentEntryId: 1, consignmentLineNum: 1, orderEntryId: 11, skuId: 101, skuName: 'Stapler', skuCode: 'JD-1', cecFromCode: 'JD', sentQuantity: 10, receiveQuantity: 4, waitingReceiveQuantity: 6, receiveAndStorageFlag: 1, primaryUrl: '/broken.png' },
  { ...base, consignmentEntryId: 2, consignmentLineNum: 2, orderEntryId: 12, skuId: 102, skuName: 'Paper', skuCode: 'JD-2', cecFromCode: 'JD', sentQuantity: 12, receiveQuantity: 0, waitingReceiveQuantity: 12, customUomId: 2, customUomName: 'box', customUomPrecision: 0, customQuantity: 6 },
  { ...base, consignmentEntryId: 3, consignmentLineNum: 3, orderEntryId: 13, skuId: 103, skuName: 'Pen gift', skuCode: 'CA-3', cecFromCode: 'CATA', sentQuantity: 2, receiveQuantity: 0, waitingReceiveQuantity: 2, giftType: 2 },
  { ...base, consignmentEntryId: 4, consignmentLineNum: 4, orderEntryId: 14, skuId: 104, skuName: 'Done already', skuCode: 'JD-4', cecFromCode: 'JD', sentQuantity: 1, receiveQuantity: 1, waitingReceiveQuantity: 0 },
  { ...base, consignmentEntryId: 5, consignmentLineNum: 5, orderEntryId: 15, skuId: 105, skuName: 'Manual chair', skuCode: 'MA-5', cecFromCode: 'MANUAL', sentQuantity: 1, receiveQuantity: 0, waitingReceiveQuantity: 1 },
];
const inventoryList = [
  { inventoryId: 71, inventoryCode: 'WH-01', inventoryName: 'Main warehouse' },
  { inventoryId: 72, inventoryCode: 'WH-02', inventoryName: 'Spare parts' },
];
const answer = { poHeaderId: 9, orderCode: 'PO-9', receiptFlag: 1, afterSaleFlag: 1, lineList, inventoryList };

function open(options: { script?: (fake: FakeFetch) => void; config?: Record<string, unknown>; plugins?: RenderWithMallOptions['plugins'] } = {}) {
  const onReceived = vi.fn();
  const onClose = vi.fn();
  const view = renderWithMall(<ReceiptDrawer poHeaderId={9} open onClose={onClose} onReceived={onReceived} />, {
    script: (f) => {
      f.on(`POST ${LINES}`, { json: answer });
      f.on(`POST ${SUBMIT}`, { json: { receiptNum: 'RCV-1', poHeaderId: 9 } });
      options.script?.(f);
    },
    ...(options.config ? { config: options.config } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
  });
  return { ...view, onReceived, onClose };
}

const drawer = () => screen.findByRole('dialog', { name: 'Accept' }, T);
// A drawer opened over the receipt drawer, by its title (jsdom gives nested drawers one label id).
const dialogTitled = async (title: string) => (await screen.findByText(title, {}, T)).closest('[role=dialog]') as HTMLElement;
// Rows by their product's text: role queries over a whole antd table are slow in jsdom.
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const thisTime = (name: string) => screen.getByRole('spinbutton', { name: `This receipt ${name}` });

describe('goods receipt drawer', () => {
  it('drops lines with nothing waiting, checks the rest at their waiting quantity and notes gifts', async () => {
    const { fake } = open();
    await drawer();
    await screen.findByText('Stapler', {}, T);
    expect(fake.callsTo(LINES)[0]!.body).toEqual({ poHeaderId: 9 });
    expect(screen.queryByText('Done already')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'confirm receipt' })).toBeEnabled();
    for (const name of ['Stapler', 'Paper', 'Pen gift', 'Manual chair']) expect(within(row(name)).getByRole('checkbox', { name })).toBeChecked();
    expect(thisTime('Stapler')).toHaveValue('6');
    expect(thisTime('Paper')).toHaveValue('12');
    expect(screen.getByRole('spinbutton', { name: 'Package quantity Paper' })).toHaveValue('2');
    expect(screen.getByText('Gifts follow the actual quantity received')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Supplier' })).toBeInTheDocument();
  });

  it('fixes the quantity of catalogue and manual goods and links products except MANUAL goods and quotation lines', async () => {
    open({ script: (f) => f.on(`POST ${LINES}`, { json: { ...answer, lineList: [...lineList, { ...lineList[0], consignmentEntryId: 6, skuName: 'Quoted desk', qtHeaderNo: 'QT-1' }] } }) });
    await screen.findByText('Stapler', {}, T);
    expect(thisTime('Pen gift')).toBeDisabled();
    expect(thisTime('Manual chair')).toBeDisabled();
    expect(thisTime('Stapler')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Stapler' })).toHaveAttribute('href', '/product-detail?productId=101&sourceFrom=JD');
    expect(screen.queryByRole('link', { name: 'Manual chair' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quoted desk' })).not.toBeInTheDocument();
  });

  it('hides the supplier column when hideSupplierFlag is 1', async () => {
    open({ config: { hideSupplierFlag: 1 } });
    await screen.findByText('Stapler', {}, T);
    expect(screen.queryByRole('columnheader', { name: 'Supplier' })).not.toBeInTheDocument();
  });

  it('recomputes the base quantity from the package quantity', async () => {
    open();
    await screen.findByText('Paper', {}, T);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Package quantity Paper' }), { target: { value: '1' } });
    await waitFor(() => expect(thisTime('Paper')).toHaveValue('6'));
  });

  it('refuses an empty quantity with the required message and sends nothing', async () => {
    const { fake } = open();
    await screen.findByText('Stapler', {}, T);
    fireEvent.change(thisTime('Stapler'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'confirm receipt' }));
    expect(await within(row('Stapler')).findByRole('alert', {}, T)).toHaveTextContent('required, please complete the information');
    expect(fake.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('asks for at least one line', async () => {
    open();
    await screen.findByText('Stapler', {}, T);
    for (const name of ['Stapler', 'Paper', 'Pen gift', 'Manual chair']) fireEvent.click(within(row(name)).getByRole('checkbox', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'confirm receipt' }));
    expect(await screen.findByText('please select at least one record', {}, T)).toBeInTheDocument();
  });

  it('receives into stock: warehouse required, sum within this receipt, then one submit and receipt successful', async () => {
    const { fake, onReceived, onClose } = open();
    await screen.findByText('Stapler', {}, T);
    expect(within(row('Stapler')).getByRole('checkbox', { name: 'convert to stock for use' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'confirm receipt' }));
    const stock = await dialogTitled('Receive into stock');
    const quantity = within(stock).getByRole('spinbutton', { name: 'Stock quantity Stapler 1' });
    expect(quantity).toHaveValue('6');
    fireEvent.click(within(stock).getByRole('button', { name: 'confirm receipt' }));
    expect(await within(stock).findByText('required, please complete the information', {}, T)).toBeInTheDocument();
    fireEvent.mouseDown(within(stock).getByRole('combobox', { name: 'Warehouse Stapler 1' }));
    fireEvent.click(await screen.findByTitle('WH-02 Spare parts', {}, T));
    fireEvent.change(quantity, { target: { value: '7' } });
    fireEvent.click(within(stock).getByRole('button', { name: 'confirm receipt' }));
    expect(await within(stock).findByText('cannot exceed this receipt quantity', {}, T)).toBeInTheDocument();
    expect(fake.callsTo(SUBMIT)).toHaveLength(0);
    fireEvent.change(quantity, { target: { value: '6' } });
    fireEvent.click(within(stock).getByRole('button', { name: 'confirm receipt' }));
    expect(await screen.findByText('receipt successful', {}, T)).toBeInTheDocument();
    const [call] = fake.callsTo(SUBMIT);
    expect(call!.body).toEqual({
      poHeaderId: 9,
      receiptTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      receiptEntryList: [
        { consignmentEntryId: 1, thisTimeReceiveQuantity: 6, storageFlag: 1, receiveSkuStock: [{ inventoryId: 72, quantity: 6 }] },
        { consignmentEntryId: 2, thisTimeReceiveQuantity: 12, packageQuantity: 2 },
        { consignmentEntryId: 3, thisTimeReceiveQuantity: 2 },
        { consignmentEntryId: 5, thisTimeReceiveQuantity: 1 },
      ],
    });
    expect(onClose).toHaveBeenCalled();
    expect(onReceived).toHaveBeenCalled();
    // The longest walk of this file (two drawers, a select, three confirms): jsdom needs the time on a busy machine.
  }, 180_000);

  it('submits without the stock stage when convert to stock is unticked, and keeps the drawer open on a refusal', async () => {
    const { fake, onClose } = open({ script: (f) => f.on(`POST ${SUBMIT}`, { status: 200, json: { failed: true, type: 'error', code: 'receipt.quantity.max', message: 'quantity cannot exceed the waiting quantity 6' } }) });
    await screen.findByText('Stapler', {}, T);
    fireEvent.click(within(row('Stapler')).getByRole('checkbox', { name: 'convert to stock for use' }));
    await waitFor(() => expect(within(row('Stapler')).getByRole('checkbox', { name: 'convert to stock for use' })).not.toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'confirm receipt' }));
    expect(await screen.findByText('quantity cannot exceed the waiting quantity 6', {}, T)).toBeInTheDocument();
    expect((fake.callsTo(SUBMIT)[0]!.body as { receiptEntryList: object[] }).receiptEntryList[0]).toEqual({ consignmentEntryId: 1, thisTimeReceiveQuantity: 6, storageFlag: 0 });
    expect(screen.queryByText('Receive into stock')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("renders a tenant's receipt-line fields and runs its submit validator", async () => {
    const plugin = definePlugin({
      id: '@mall-tenant/receipt-test',
      version: '1.0.0',
      sdk: '^1.0.0',
      register(ctx) {
        ctx.contribute(receiptLineFields, { id: 'receipt-test.batch', field: { name: 'attributeVarchar1', labelKey: 'receipt-test.batch', component: 'input', required: true } });
        ctx.contribute(receiptSubmitValidators, { id: 'receipt-test.one-line', validate: ({ lines }) => (lines.length > 1 ? [outcome.error(msg('receipt-test.one-line'))] : []) });
        ctx.contribute(
          messages,
          { id: 'receipt-test.en', locale: 'en_US', messages: { 'receipt-test.batch': 'Batch number', 'receipt-test.one-line': 'Receive one line at a time' } },
          { id: 'receipt-test.zh', locale: 'zh_CN', messages: { 'receipt-test.batch': '批次号', 'receipt-test.one-line': '每次只能收一行' } },
        );
      },
    });
    const { fake } = open({ plugins: [plugin] });
    await screen.findByText('Stapler', {}, T);
    fireEvent.click(screen.getByRole('button', { name: 'confirm receipt' }));
    expect(await screen.findByText('Receive one line at a time', {}, T)).toBeInTheDocument();
    expect(within(row('Stapler')).getByRole('alert')).toHaveTextContent('Batch number');
    expect(fake.callsTo(SUBMIT)).toHaveLength(0);
    fireEvent.click(within(row('Stapler')).getByRole('button', { name: 'Fill in' }));
    const side = await dialogTitled('More about Stapler');
    fireEvent.change(within(side).getByRole('textbox', { name: 'Batch number' }), { target: { value: 'B-2026-11' } });
    fireEvent.click(within(side).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('More about Stapler')).not.toBeInTheDocument(), T);
  });
});
