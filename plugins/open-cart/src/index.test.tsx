import { givenMessages, messages, routes } from '@mall/sdk';
import { mountPlugin, renderPluginRoute } from '@mall/sdk-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import plugin, { OPEN_CART_PATH, OPEN_CART_RESULT_PATH } from './index';

const line = (productId: number, quantity: number, latestPrice: number) => ({
  lineId: productId + 100,
  productId: productId as number | null,
  productSource: 'CATA',
  remark: null as string | null,
  itemCode: `IT-${productId}`,
  productName: `Goods ${productId}`,
  quantity,
  latestPrice,
  totalPrice: Number((quantity * latestPrice).toFixed(2)),
  currencyCode: 'CNY',
  uomName: '个',
  uomCode: 'EA',
  uomPrecision: 0,
  deliveryCycle: 3,
  supplierCompanyName: 'Supplier',
});
const cart = (lines: ReturnType<typeof line>[], extra: object = {}) => ({
  punchOutSessionId: 7,
  protocol: 'OCI',
  operation: 'create',
  editable: true,
  returnOrigin: 'http://srm.example',
  expiresAt: '2026-11-24T12:00:00Z',
  lines,
  totalAmount: lines.reduce((s, l) => s + l.totalPrice, 0),
  currencyCode: 'CNY',
  ...extra,
});

const ADDRESSES = [
  { addressId: 41, contactName: 'Li Lei', fullAddress: 'Beijing Dongcheng 1', defaultFlag: 0 },
  { addressId: 42, contactName: 'Han Meimei', fullAddress: 'Shanghai Pudong 8', defaultFlag: 1 },
];
const BUDGETS = [{ budgetId: 5, budgetName: 'Petty cash', totalAmount: 1000, occupiedAmount: 100, currencyCode: 'CNY' }];
const formAnswers = (addresses: object[] = ADDRESSES) => ({
  'GET /smal/v1/{org}/addresss/list/choose': { json: addresses },
  'GET /smodr/v1/{org}/mall-requests/budget-options': { json: BUDGETS },
});
const submittedLine = (productId: number, flag: 0 | 1) => ({
  lineId: productId + 100,
  productId,
  productSource: 'CATA',
  productName: `Goods ${productId}`,
  itemCode: `IT-${productId}`,
  quantity: 1,
  totalPrice: 120,
  currencyCode: 'CNY',
  address: { addressId: 42, fullAddress: 'Shanghai Pudong 8', receiveChannel: 1 },
  cuxBudgetWarningFlag: flag,
});

describe('@mall-plugin/open-cart: contributions', () => {
  it('serves /req-open-cart and the unlisted /req-open-cart/result, worded in both locales', () => {
    const { host } = mountPlugin(plugin);
    const pages = host.get(routes).filter((r) => r.path.startsWith(OPEN_CART_PATH));
    expect(pages.map((r) => [r.path, r.listed ?? true])).toEqual([
      [OPEN_CART_PATH, true],
      [OPEN_CART_RESULT_PATH, false],
    ]);
    const [zh, en] = ['zh_CN', 'en_US'].map((locale) => givenMessages(host.get(messages).find((m) => m.id === `open-cart.messages.${locale}`)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
  });
});

describe('@mall-plugin/open-cart: the open cart page', () => {
  it('shows the session, changes a quantity on the server, submits the form with the default address, and returns the cart', async () => {
    const updates: unknown[] = [];
    const submits: unknown[] = [];
    let returned = 0;
    await renderPluginRoute(plugin, OPEN_CART_PATH, {
      answers: {
        ...formAnswers(),
        'POST /smal/v1/{org}/open-cart/submit': (call) => {
          submits.push(call.body);
          return { json: { orderLineList: [submittedLine(1, 0), submittedLine(2, 0)], budgetWarningCount: 0 } };
        },
        'POST /smal/v1/{org}/punchout/check-in': { json: cart([line(1, 2, 9.5), line(2, 1, 120)]) },
        'POST /smal/v1/{org}/open-cart/list-update': (call) => {
          updates.push(call.body);
          return { json: cart([line(1, 3, 9.5), line(2, 1, 120)]) };
        },
        'POST /smal/v1/{org}/open-cart/pre-req': { json: { passed: true, messages: [], lines: [] } },
        'POST /smal/v1/{org}/punchout/return': () => {
          returned += 1;
          return { json: { action: 'http://srm.example/hook', itemCount: 2, sendUrl: '/punchout/send?ticket=abc' } };
        },
      },
    });
    expect(await screen.findByText('OCI punch-out session (create), returns to http://srm.example')).toBeInTheDocument();
    expect(screen.getByText('Total 139.00 CNY')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity IT-1' });
    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(updates).toEqual([{ lines: [{ productId: 1, quantity: 3 }] }]));
    expect(await screen.findByText('Total 148.50 CNY')).toBeInTheDocument();
    expect(await screen.findByText('Han Meimei Shanghai Pudong 8')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: ' urgent ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return cart to requisition system' }));
    await waitFor(() => expect(returned).toBe(1));
    // the default address (defaultFlag 1), the trimmed remark; no date or budget chosen
    expect(submits).toEqual([{ addressId: 42, remark: 'urgent' }]);
  });

  it('validates the form first: without a receiving address nothing is checked, submitted or sent', async () => {
    let called = 0;
    const count = () => {
      called += 1;
      return { json: {} };
    };
    await renderPluginRoute(plugin, OPEN_CART_PATH, {
      answers: {
        ...formAnswers([]),
        'POST /smal/v1/{org}/punchout/check-in': { json: cart([line(1, 2, 9.5)]) },
        'POST /smal/v1/{org}/open-cart/pre-req': count,
        'POST /smal/v1/{org}/open-cart/submit': count,
        'POST /smal/v1/{org}/punchout/return': count,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Return cart to requisition system' }));
    expect(await screen.findByText('Choose a receiving address')).toBeInTheDocument();
    expect(called).toBe(0);
  });

  it('checks the open cart first and sends nothing back while the check fails', async () => {
    let returned = 0;
    await renderPluginRoute(plugin, OPEN_CART_PATH, {
      answers: {
        ...formAnswers(),
        'POST /smal/v1/{org}/punchout/check-in': { json: cart([line(1, 2, 9.5), line(2, 1, 120)]) },
        'POST /smal/v1/{org}/open-cart/pre-req': {
          json: { passed: false, messages: ['Goods in two currencies'], lines: [{ productId: 2, itemCode: 'IT-2', errorMessage: 'The product is no longer on sale' }] },
        },
        'POST /smal/v1/{org}/punchout/return': () => {
          returned += 1;
          return { json: { action: 'http://srm.example/hook', itemCount: 2, sendUrl: '/punchout/send?ticket=abc' } };
        },
      },
    });
    await screen.findByText('Han Meimei Shanghai Pudong 8');
    fireEvent.click(screen.getByRole('button', { name: 'Return cart to requisition system' }));
    expect(await screen.findByText('The open cart cannot go back to the requisition system yet')).toBeInTheDocument();
    expect(screen.getByText('Goods in two currencies')).toBeInTheDocument();
    const row = screen.getByText('Goods 2').closest('tr')!;
    expect(within(row).getByText('The product is no longer on sale')).toBeInTheDocument();
    expect(returned).toBe(0);
    expect(screen.getByRole('button', { name: 'Return cart to requisition system' })).toBeEnabled();
  });

  it('saves a manual line (cartSource MANUAL) after checking it in the browser, and changes it by its line id', async () => {
    const saves: unknown[] = [];
    const updates: unknown[] = [];
    const manualLine = { ...line(0, 3, 12.5), lineId: 900, productId: null, productSource: 'MANUAL', itemCode: '', productName: 'Badge printing', remark: 'Blue' };
    await renderPluginRoute(plugin, OPEN_CART_PATH, {
      answers: {
        ...formAnswers(),
        'POST /smal/v1/{org}/punchout/check-in': { json: cart([line(1, 2, 9.5)]) },
        'POST /smal/v1/{org}/open-cart/manual-create': (call) => {
          saves.push(call.body);
          return { json: { ...cart([line(1, 2, 9.5), manualLine]), savedLineId: 900 } };
        },
        'POST /smal/v1/{org}/open-cart/list-update': (call) => {
          updates.push(call.body);
          return { json: cart([line(1, 2, 9.5), { ...manualLine, quantity: 4, totalPrice: 50 }]) };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add manual line' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Manual line (goods not in the catalogue)')).toBeInTheDocument();
    // Blank text and an amount over 999999999 are refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('Product name'), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText('Unit price'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '500000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to open cart' }));
    expect(await within(dialog).findByText('Enter the product name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the unit')).toBeInTheDocument();
    expect(within(dialog).getByText('At this unit price the quantity can be at most 499999999')).toBeInTheDocument();
    expect(saves).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Product name'), { target: { value: ' Badge printing ' } });
    fireEvent.change(within(dialog).getByLabelText('Unit'), { target: { value: '个' } });
    fireEvent.change(within(dialog).getByLabelText('Unit price'), { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Remark of the manual line'), { target: { value: 'Blue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to open cart' }));
    await waitFor(() => expect(saves).toEqual([{ cartSource: 'MANUAL', openCartFlag: 1, productName: 'Badge printing', quantity: 3, uomName: '个', unitPrice: 12.5, currencyCode: 'CNY', remark: 'Blue' }]));
    const row = (await screen.findByText('Badge printing')).closest('tr')!;
    expect(within(row).getByText('Manual')).toBeInTheDocument();
    fireEvent.change(within(row).getByRole('spinbutton', { name: 'Quantity Badge printing' }), { target: { value: '4' } });
    await waitFor(() => expect(updates).toEqual([{ lines: [{ lineId: 900, quantity: 4 }] }]));
  });

  it('keeps an inspect session read-only', async () => {
    await renderPluginRoute(plugin, OPEN_CART_PATH, {
      answers: { 'POST /smal/v1/{org}/punchout/check-in': { json: cart([line(1, 2, 9.5)], { operation: 'inspect', editable: false, protocol: 'CXML' }) } },
    });
    expect(await screen.findByText('Opened for inspection: the cart cannot be changed')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity IT-1' })).toBeDisabled();
    const row = screen.getByText('Goods 1').closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
