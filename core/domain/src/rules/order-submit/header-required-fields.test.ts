import { checkProductRemarks, checkPurchaseRequestType, checkRemarkAndDeliveryFlag } from './header-required-fields';
import { order, orderLine } from './order-fixtures';

const err = (key: string, target: object, params?: object) => ({ level: 'error', message: params ? { key, params } : { key }, target });

describe('remark and whole-order delivery flag', () => {
  it.each([
    ['not required', [order({ remarkRequired: 0 })], []],
    ['required and filled', [order({ remarkRequired: 1, remark: 'x' })], []],
    ['required and empty, default field name', [order({ remarkRequired: 1, remark: ' ' })], [err('order.fill-in.remark', { kind: 'field', order: 0, field: 'remark' })]],
    [
      'required and empty, named field',
      [order(), order({ remarkRequired: 1, remarkFieldName: 'Project' })],
      [err('order.fill-in', { kind: 'field', order: 1, field: 'remark' }, { field: 'Project' })],
    ],
    ['whole-order flag required and empty', [order({ wholeOrderFlagRequired: 1 })], [err('order.fill-in.whole-order-flag', { kind: 'field', order: 0, field: 'wholeOrderFlag' })]],
    ['whole-order flag 0 is a value', [order({ wholeOrderFlagRequired: 1, wholeOrderFlag: 0 })], []],
  ])('%s', (_case, orders, expected) => expect(checkRemarkAndDeliveryFlag(orders)).toEqual(expected));
});

describe('purchase request type', () => {
  it.each([
    ['no header requires it', [order(), order()], []],
    ['required and present everywhere', [order({ prTypeIdRequired: 1, prTypeId: 1 }), order({ prTypeId: 2 })], []],
    [
      'one header requires it, another lacks it',
      [order({ prTypeIdRequired: 1, prTypeId: 1 }), order()],
      [err('order.pr-type.required', { kind: 'field', order: 1, field: 'prTypeId' })],
    ],
  ])('%s', (_case, orders, expected) => expect(checkPurchaseRequestType(orders)).toEqual(expected));
});

describe('product remark', () => {
  it.each([
    ['flag 0', [order({ shoppingCartDTOList: [orderLine({ productRemarkFlag: 0 })] })], []],
    ['flag 1 with remark', [order({ shoppingCartDTOList: [orderLine({ productRemarkFlag: 1, remark: 'r' })] })], []],
    [
      'flag 1 without remark marks the line',
      [order(), order({ shoppingCartDTOList: [orderLine({ cartId: 5 }), orderLine({ cartId: 7, productRemarkFlag: 1 })] })],
      [err('order.fill-in.product-remark', { kind: 'field', order: 1, line: 7, field: 'remark' })],
    ],
  ])('%s', (_case, orders, expected) => expect(checkProductRemarks(orders)).toEqual(expected));
});
