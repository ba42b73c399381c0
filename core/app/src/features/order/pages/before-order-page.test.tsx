import { definePlugin, msg, orderHeaderExtrasSlot, orderHeaderFields, orderLineFields, orderSubmitValidators } from '@mall/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { completeOrder, openBeforeOrder, orderLine, PRE_ORDER, probed } from '../test-support/open-before-order';

vi.setConfig({ testTimeout: 120_000 });

// by its text: while submitting, antd adds a loading icon to the button's name
const submit = () => fireEvent.click(screen.getByText('Submit order').closest('button')!);
const errorsShown = (notifier: { entries: readonly { kind: string; level?: string; text?: string }[] }) =>
  notifier.entries.filter((e) => e.kind === 'notify' && e.level === 'error').map((e) => e.text);

describe('company order pre-submit page', () => {
  it('opened without navigation state (a reload) says so and links back to the cart', async () => {
    openBeforeOrder(undefined);
    expect(await screen.findByText('There is no order to confirm here any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows each order with its lines, a failed line with its reason and the failed count', async () => {
    const order = completeOrder({ shoppingCartDTOList: [orderLine({ cartId: 1 }), orderLine({ cartId: 2, checkStatus: 0, errorMessage: 'Stock is short' })] });
    openBeforeOrder({ orderList: [order], failedCount: 1 });
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getByText('Stock is short')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Product 2' })).toBeDisabled();
    expect(screen.getByText('1 selected products failed the check; see the reasons beside them')).toBeInTheDocument();
    expect(screen.getByText('Supplier: Paper Co')).toBeInTheDocument();
  });

  it('places every validator message where the buyer sees it and sends nothing', async () => {
    const order = completeOrder({
      remarkRequired: 1,
      invoiceAddressId: undefined,
      fullInvoiceAddress: undefined,
      minPurchaseFlag: 0,
      shoppingCartDTOList: [orderLine({ cartId: 1, productSource: 'JD', productRemarkFlag: 1 })],
    });
    const { fake, notifier } = openBeforeOrder({ orderList: [order] }, { config: { minAmountControl: 2 } });
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    expect(await screen.findByText('please fill in remark info')).toBeInTheDocument();
    expect(screen.getByText('please select receiving address')).toBeInTheDocument();
    expect(screen.getByText('please select payment method')).toBeInTheDocument();
    expect(screen.getByText('please fill in product remark')).toBeInTheDocument();
    // the per-order message sits in that order's header
    expect(screen.getByTestId('order-0')).toHaveTextContent('the order amount has not reached the minimum order amount');
    expect(errorsShown(notifier)).toEqual(['please fill required fields']);
    expect(fake.callsTo(PRE_ORDER)).toHaveLength(0);
    // typing into the marked line clears its message and keeps what was typed
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark' }), { target: { value: 'fragile' } });
    await waitFor(() => expect(screen.queryByText('please fill in product remark')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('fragile');
  });

  // Spec 1 section 7 "Addresses": invoice addresses come from invoice-list/choose and addresss/default-invoice, not the receiving list.
  it('starts the invoice address at addresss/default-invoice and offers the invoice-list/choose addresses', async () => {
    const invoice = { addressId: 41, addressType: 'INVOICE', contactName: 'Finance desk', mobile: '13800001111', fullAddress: 'Shanghai Pudong 8 Invoice Rd', defaultFlag: 1 };
    const other = { ...invoice, addressId: 42, contactName: 'Branch finance', fullAddress: 'Shenzhen Nanshan 2 Bill St', defaultFlag: 0 };
    const { fake } = openBeforeOrder({ orderList: [completeOrder({ invoiceAddressId: undefined, fullInvoiceAddress: undefined })] }, {
      script: (f) => {
        f.on('GET /smal/v1/11/addresss/default-invoice', { json: invoice });
        f.on('GET /smal/v1/11/invoice-list/choose', { json: [invoice, other] });
      },
    });
    expect(await screen.findByText('Shanghai Pudong 8 Invoice Rd', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Choose|Change/ }));
    fireEvent.click(await screen.findByRole('radio', { name: /Branch finance/ }, { timeout: 10_000 }));
    expect(await screen.findByText('Shenzhen Nanshan 2 Bill St')).toBeInTheDocument();
    expect(fake.callsTo('/smal/v1/11/addresss/list/choose')).toHaveLength(0);
  });

  it("a tenant plugin that disables 'core.order.payment-method' removes its message", async () => {
    const noPayment = definePlugin({ id: 'tenant-np', sdk: '^1.0.0', register: (ctx) => ctx.disable(orderSubmitValidators, 'core.order.payment-method') });
    const order = completeOrder({ invoiceAddressId: undefined, shoppingCartDTOList: [orderLine({ cartId: 1, productSource: 'JD' })] });
    openBeforeOrder({ orderList: [order] }, { plugins: [noPayment] });
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    expect(await screen.findByText('please select receiving address')).toBeInTheDocument();
    expect(screen.queryByText('please select payment method')).not.toBeInTheDocument();
  });

  it('a double click makes one order, then goes to payment', async () => {
    let answer: (value: { json: unknown }) => void = () => undefined;
    const { fake, notifier } = openBeforeOrder(
      { orderList: [completeOrder()] },
      { script: (f) => f.on(`POST ${PRE_ORDER}`, () => new Promise((resolve) => (answer = resolve))) },
    );
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    submit();
    await waitFor(() => expect(fake.callsTo(PRE_ORDER)).toHaveLength(1));
    submit();
    answer({ json: { failed: false, result: 'LOT1', paymentOrderNum: 'PAY1', cashierUri: '/cashier/PAY1' } });
    const probe = await screen.findByTestId('probe');
    expect(probed(probe).path).toBe('/pay-online?paymentOrderNum=PAY1&batchNum=LOT1');
    expect(fake.callsTo(PRE_ORDER)).toHaveLength(1);
    expect(notifier.entries.filter((e) => e.kind === 'confirm').map((e) => e.text)).toEqual(['Submit the order now?']);
    const [header] = fake.callsTo(PRE_ORDER)[0]!.body as Record<string, unknown>[];
    expect(header).toMatchObject({ purchaseType: 'COMPANY', terminalTypeCode: 'PC', unitId: 31, unitName: 'Purchasing', invoiceAddressId: 9, shoppingCartDTOList: [{ cartId: 1, quantity: 2 }] });
  });

  it('without payment or procurement redirect goes to the apply-result page after 1 s with the message', async () => {
    const { fake } = openBeforeOrder({ orderList: [completeOrder()] }, { script: (f) => f.on(`POST ${PRE_ORDER}`, { json: { failed: false, result: 'LOT9' } }) });
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    const probe = await screen.findByTestId('probe', {}, { timeout: 3000 });
    expect(probed(probe)).toEqual({ path: '/apply-result', state: { message: 'Your purchase application was submitted (lot LOT9)', batchNum: 'LOT9' } });
    expect(fake.callsTo(PRE_ORDER)).toHaveLength(1);
  });

  it('leaves orders below the minimum amount out of the body and tells the buyer their goods stay in the cart', async () => {
    const below = completeOrder({ key: 'k2', minPurchaseFlag: 0, shoppingCartDTOList: [orderLine({ cartId: 2 })] });
    const { fake, notifier } = openBeforeOrder(
      { orderList: [completeOrder(), below] },
      { script: (f) => f.on(`POST ${PRE_ORDER}`, { json: { failed: false, result: 'LOT2' } }) },
    );
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    await waitFor(() => expect(fake.callsTo(PRE_ORDER)).toHaveLength(1));
    const body = fake.callsTo(PRE_ORDER)[0]!.body as { key: string; shoppingCartDTOList: { cartId: number }[] }[];
    expect(body.map((h) => [h.key, h.shoppingCartDTOList.map((l) => l.cartId)])).toEqual([['k1', [1]]]);
    expect(notifier.texts()).toEqual(
      expect.arrayContaining([
        '1 order(s) have not reached the minimum order amount and will not be submitted; their goods stay in the cart. Submit the others now?',
        '1 order(s) below the minimum order amount were not submitted; their goods are back in the cart',
      ]),
    );
  });

  it.each(['smodr.special.invoice.need.param', 'smodr.invoice.info.not.null', 'smodr.invoicer.info.not.null', 'smct.check.invoice.fail'])(
    'pre-order code %s shows the server message as an error and keeps what the buyer typed',
    async (code) => {
      const { fake, notifier } = openBeforeOrder(
        { orderList: [completeOrder()] },
        { script: (f) => f.on(`POST ${PRE_ORDER}`, { status: 422, json: { failed: true, code, message: `server: ${code}` } }) },
      );
      await screen.findByText('Product 1', {}, { timeout: 10_000 });
      fireEvent.change(screen.getByLabelText('remark info'), { target: { value: 'deliver to gate 2' } });
      submit();
      await waitFor(() => expect(errorsShown(notifier)).toEqual([`server: ${code}`]));
      expect(screen.getByLabelText('remark info')).toHaveValue('deliver to gate 2');
      expect(screen.getByRole('button', { name: 'Submit order' })).toBeEnabled();
      expect(screen.queryByTestId('probe')).not.toBeInTheDocument();
      expect(fake.callsTo(PRE_ORDER)).toHaveLength(1);
    },
  );

  it("a per-order message flagged 1 in the refused submit is shown in that order's header and scrolled into view", async () => {
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView; record which element the page asks for
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const orders = [completeOrder({ key: 'a' }), completeOrder({ key: 'b', supplierCompanyName: 'Ink Co', shoppingCartDTOList: [orderLine({ cartId: 2 })] })];
    const orderMessageList = [
      { index: 1, key: 'b', errorFlag: 1, errorMessage: 'Ink Co does not deliver to this address' },
      { index: 0, key: 'a', errorFlag: 0, errorMessage: 'only a note' },
    ];
    const { fake } = openBeforeOrder(
      { orderList: orders },
      { script: (f) => f.on(`POST ${PRE_ORDER}`, { status: 422, json: { failed: true, code: 'smodr.order.check.failed', message: 'order 2 refused', orderMessageList } }) },
    );
    await screen.findByText('Supplier: Ink Co', {}, { timeout: 10_000 });
    submit();
    await waitFor(() => expect(screen.getByTestId('order-1')).toHaveTextContent('Ink Co does not deliver to this address'));
    expect(screen.getByTestId('order-0')).not.toHaveTextContent('Ink Co does not deliver to this address');
    expect(screen.queryByText('only a note')).not.toBeInTheDocument();
    expect(scrolled).toEqual(['order-header-1']);
    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();
    expect(fake.callsTo(PRE_ORDER)).toHaveLength(1);
  });

  it.each([
    ['a failed answer with a message', { json: { failed: true, message: 'supplier closed' } }, 'supplier closed'],
    ['a failure without a message', { status: 500, json: {} }, 'failed to generate purchase application'],
  ])('%s is shown as the error', async (_case, answer, text) => {
    const { notifier } = openBeforeOrder({ orderList: [completeOrder()] }, { script: (f) => f.on(`POST ${PRE_ORDER}`, answer) });
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    await waitFor(() => expect(errorsShown(notifier)).toEqual([text]));
  });

  it('more than 100 split orders asks to go back to the cart, and goes there', async () => {
    const { notifier } = openBeforeOrder(
      { orderList: [completeOrder()] },
      { script: (f) => f.on(`POST ${PRE_ORDER}`, { status: 422, json: { failed: true, code: 'smodr.order.split.exceeded', message: 'too many' } }) },
    );
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    const probe = await screen.findByTestId('probe');
    expect(probed(probe).path).toBe('/cart');
    expect(notifier.entries.filter((e) => e.kind === 'confirm').map((e) => e.text)).toEqual([
      'Submit the order now?',
      'This submit would split into more than 100 orders. Go back to the cart?',
    ]);
  });

  it('with INVOICE_INFO hidden, a SALE order asks for the inner invoice, edited in its own codes-only dialog', async () => {
    const order = completeOrder({ shoppingCartDTOList: [orderLine({ cartId: 1, agreementType: 'SALE' })] });
    const { fake } = openBeforeOrder(
      { orderList: [order] },
      { config: { hideInnerMenuList: ['INVOICE_INFO'] }, script: (f) => f.on(`POST ${PRE_ORDER}`, { json: { failed: false, result: 'LOT3' } }) },
    );
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    expect(await screen.findByText('please complete invoice information')).toBeInTheDocument();
    expect(fake.callsTo(PRE_ORDER)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Inner invoice' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Invoice title')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Invoice method' }));
    fireEvent.click(await screen.findByText('Centralised invoicing', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('please complete invoice information')).not.toBeInTheDocument());
    submit();
    await waitFor(() => expect(fake.callsTo(PRE_ORDER)).toHaveLength(1));
    expect((fake.callsTo(PRE_ORDER)[0]!.body as Record<string, unknown>[])[0]).toMatchObject({ innerInvoiceMethodCode: '2', invoiceMethodCode: '1' });
  });

  it("renders the tenant's header and line fields through the shared renderer, validates them and sends them", async () => {
    const extras = definePlugin({
      id: 'tenant-fields',
      sdk: '^1.0.0',
      register: (ctx) => {
        ctx.contribute(orderHeaderFields, { id: 'tenant-fields.project', field: { name: 'attributeVarchar1', labelKey: 'Project number', component: 'input', required: true, requiredMessage: msg('Project number is required') } });
        ctx.contribute(orderLineFields, { id: 'tenant-fields.cost', field: { name: 'attributeVarchar2', labelKey: 'Cost code', component: 'input' } });
        ctx.contribute(orderHeaderExtrasSlot, { id: 'tenant-fields.badge', component: ({ order, index }) => <span>{`extras for ${order.key} at ${index}`}</span> });
      },
    });
    const { fake } = openBeforeOrder({ orderList: [completeOrder()] }, { plugins: [extras], script: (f) => f.on(`POST ${PRE_ORDER}`, { json: { failed: false, result: 'LOT4' } }) });
    await screen.findByText('Product 1', {}, { timeout: 10_000 });
    submit();
    expect(screen.getByText('extras for k1 at 0')).toBeInTheDocument();
    expect(await screen.findByText('Project number is required', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(fake.callsTo(PRE_ORDER)).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Project number' }), { target: { value: 'P-7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cost code' }), { target: { value: 'CC-1' } });
    submit();
    await waitFor(() => expect(fake.callsTo(PRE_ORDER)).toHaveLength(1));
    expect((fake.callsTo(PRE_ORDER)[0]!.body as Record<string, unknown>[])[0]).toMatchObject({ attributeVarchar1: 'P-7', shoppingCartDTOList: [{ cartId: 1, attributeVarchar2: 'CC-1' }] });
  });

  it('a buy-now order arrives at /before-company-order', async () => {
    openBeforeOrder({ cartId: 5, orderList: [completeOrder({ shoppingCartDTOList: [orderLine({ cartId: 5, productName: 'Desk lamp' })] })] }, { page: '/before-company-order' });
    expect(await screen.findByText('Desk lamp', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
