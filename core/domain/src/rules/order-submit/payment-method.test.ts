import { checkPaymentMethod, needsPaymentMethod } from './payment-method';
import { order, orderLine } from './order-fixtures';

const missing = [{ level: 'error', message: { key: 'order.payment-method.required' }, target: { kind: 'field', order: 0, field: 'paymentMethodCode' } }];

it.each([
  ['catalogue lines only', [order()], []],
  ['JD line without quotation, no method', [order({ shoppingCartDTOList: [orderLine({ productSource: 'JD' })] })], missing],
  ['JD line with quotation number', [order({ shoppingCartDTOList: [orderLine({ productSource: 'JD', qtHeaderNo: 'QT' })] })], []],
  ['MANUAL line with a method', [order({ paymentMethodCode: 'PERSONAL_PAYMENT', shoppingCartDTOList: [orderLine({ productSource: 'MANUAL' })] })], []],
])('%s', (_case, orders, expected) => expect(checkPaymentMethod(orders)).toEqual(expected));

it.each([
  ['catalogue only', [orderLine()], false],
  ['JD without quotation', [orderLine(), orderLine({ productSource: 'JD' })], true],
  ['MANUAL with quotation', [orderLine({ productSource: 'MANUAL', qtHeaderNo: 'QT1' })], false],
])('needs a payment method: %s', (_case, lines, expected) => expect(needsPaymentMethod(order({ shoppingCartDTOList: lines }))).toBe(expected));
