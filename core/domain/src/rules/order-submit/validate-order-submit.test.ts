import { validateOrderSubmit } from './validate-order-submit';
import { order, orderLine } from './order-fixtures';

it('passes a complete order', () => {
  expect(validateOrderSubmit([order()])).toEqual([]);
});

it('collects every rule in the spec order', () => {
  const orders = [
    order({
      remarkRequired: 1,
      prTypeIdRequired: 1,
      invoiceAddressId: undefined,
      invoiceTypeCode: '2',
      minPurchaseFlag: 0,
      shoppingCartDTOList: [orderLine({ cartId: 4, productSource: 'JD', productRemarkFlag: 1, agreementType: 'SALE' })],
    }),
  ];
  const keys = validateOrderSubmit(orders, { hideInnerMenuList: ['INVOICE_INFO'], points: { needed: 2, available: 1 }, minimumAmountControl: 2 }).map(
    (f) => f.message.key,
  );
  expect(keys).toEqual([
    'order.fill-in.remark',
    'order.pr-type.required',
    'order.fill-in.product-remark',
    'order.payment-method.required',
    'order.invoice.incomplete',
    'order.invoice.incomplete',
    'order.invoice-address.required',
    'order.points.insufficient',
    'order.minimum-amount.not-reached',
  ]);
});
