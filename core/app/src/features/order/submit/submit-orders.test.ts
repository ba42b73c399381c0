import type { PreOrderResponse, UserConfig } from '@mall/domain';
import type { MallContext } from '@mall/sdk';
import type { TFunction } from 'i18next';
import { corePlugin } from '../../../core-plugin';
import { RecordingNotifier } from '../../../platform/feedback';
import { PluginHost } from '../../../platform/plugin-host';
import { OrderPageStore } from '../order-page-store';
import type { LotNumAnswer, OrderService } from '../order-service';
import { completeOrder, orderLine } from '../test-support/open-before-order';
import { submitOrders, type SubmitDeps } from './submit-orders';

const host = new PluginHost();
host.register({ definition: corePlugin, version: '0.1.0' });

const srmConfig: Partial<UserConfig> = { redirectToSrm: true, webConfig: { srmUrl: 'https://srm.example/' } };

function setUp(config: Partial<UserConfig>, lotNums: LotNumAnswer[], response: PreOrderResponse = { failed: false, result: 'LOT1' }, orderCenter = true) {
  const ctx = { config: { userId: 7, organizationId: 11, companyId: 21, purchaseType: 'COMPANY', ...config }, today: '2026-01-01' } as unknown as MallContext;
  const service: OrderService = {
    preReq: vi.fn(),
    preOrder: vi.fn(async () => response),
    lotNum: vi.fn(async () => lotNums.shift() ?? {}),
    orderCenterEnabled: vi.fn(async () => orderCenter),
  };
  const navigate = vi.fn();
  const redirect = vi.fn();
  const deps: SubmitDeps = {
    store: new OrderPageStore([completeOrder()], 'key-1'),
    host,
    ctx,
    service,
    notifier: new RecordingNotifier(),
    t: ((key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)) as unknown as TFunction,
    navigate,
    redirect,
    validateForms: async () => undefined,
    scrollTo: vi.fn(),
    personal: false,
    returnUrl: 'http://mall.test/payment-result',
  };
  return { deps, service, navigate, redirect };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('after the submit, with redirect to the procurement platform', () => {
  it('polls the lot number once a second and opens the request detail when an id comes back', async () => {
    const { deps, service, redirect } = setUp(srmConfig, [{}, {}, { result: 'LOT1', prHeaderId: 88 }]);
    const done = submitOrders(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(service.lotNum).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(service.lotNum).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(service.lotNum).toHaveBeenCalledTimes(3);
    expect(service.lotNum).toHaveBeenCalledWith('LOT1');
    expect(redirect).toHaveBeenCalledWith('https://srm.example/app/sprm/pr-detail/88');
  });

  it('opens the old-style detail link under sprmOldLinkFlag, and the list by lot number when only a lot comes back', async () => {
    const old = setUp({ ...srmConfig, sprmOldLinkFlag: 1 }, [{ prHeaderId: 5 }]);
    await submitOrders(old.deps);
    expect(old.redirect).toHaveBeenCalledWith('https://srm.example/sprm/purchase-requisition/detail/5');
    const list = setUp(srmConfig, [{ result: 'LOT1' }]);
    await submitOrders(list.deps);
    expect(list.redirect).toHaveBeenCalledWith('https://srm.example/app/sprm/pr-list?lotNum=LOT1');
  });

  it('after 10 polls without an answer goes to the apply-result page with the message', async () => {
    const { deps, service, navigate, redirect } = setUp(srmConfig, []);
    const done = submitOrders(deps);
    await vi.advanceTimersByTimeAsync(8999);
    expect(service.lotNum).toHaveBeenCalledTimes(9);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(service.lotNum).toHaveBeenCalledTimes(10);
    expect(redirect).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/apply-result', { message: 'order.submit.applied {"batchNum":"LOT1"}', batchNum: 'LOT1' });
  });
});

describe('after the submit, steps 4 and 5 as the spec words them', () => {
  it('does not poll a request that is not an order-management one: after 1 s one order opens its request detail', async () => {
    const { deps, service, redirect } = setUp(srmConfig, [{ prHeaderId: 5 }], { failed: false, result: 'LOT1', prHeaderId: 4 }, false);
    const done = submitOrders(deps);
    await vi.advanceTimersByTimeAsync(999);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(service.orderCenterEnabled).toHaveBeenCalledTimes(1);
    expect(service.lotNum).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledWith('https://srm.example/app/sprm/pr-detail/4');
  });

  it('several orders open the request list of the lot, whatever id the answer carries', async () => {
    const { deps, redirect } = setUp(srmConfig, [], { failed: false, result: 'LOT1', prHeaderId: 4 }, false);
    const store = new OrderPageStore([completeOrder(), completeOrder({ key: 'k2', shoppingCartDTOList: [orderLine({ cartId: 2 })] })], 'key-1');
    const done = submitOrders({ ...deps, store });
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect((deps.service.preOrder as ReturnType<typeof vi.fn>).mock.calls[0]![0]).toHaveLength(2);
    expect(redirect).toHaveBeenCalledWith('https://srm.example/app/sprm/pr-list?lotNum=LOT1');
  });

  // Spec 1: pre-order 'query customizeUnitCode'; the body's purchaseType stays COMPANY and the personal mall is memberFlag 1.
  it.each([
    ['the enterprise mall', false, { customizeUnitCode: 'U-31' }],
    ['the personal mall', true, { customizeUnitCode: 'U-31', memberFlag: 1 }],
  ])('from %s sends the pre-order query and purchaseType COMPANY', async (_name, personal, query) => {
    const { deps, service } = setUp({ unitCode: 'U-31' }, [], { failed: false, result: 'LOT1' }, false);
    const done = submitOrders({ ...deps, personal });
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    const [headers, , sent] = (service.preOrder as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(sent).toEqual(query);
    expect((headers as { purchaseType: string }[])[0]!.purchaseType).toBe('COMPANY');
  });

  it('without redirect asks nothing about the order centre', async () => {
    const { deps, service, navigate } = setUp({}, []);
    const done = submitOrders(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(service.orderCenterEnabled).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/apply-result', { message: 'order.submit.applied {"batchNum":"LOT1"}', batchNum: 'LOT1' });
  });
});

describe('after a submit the tenant made a purchase request', () => {
  it('shows the request in My requests, without the cashier, the procurement platform or the apply-result page', async () => {
    const response = { failed: false, result: 'LOT1', purchaseRequest: { mallRequestId: 9, requestNum: 'PR-20261124-0A1B2C3D' } };
    const { deps, navigate, redirect, service } = setUp(srmConfig, [], response);
    await submitOrders(deps);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/my-request?requestNum=PR-20261124-0A1B2C3D');
    expect(redirect).not.toHaveBeenCalled();
    expect(service.lotNum).not.toHaveBeenCalled();
    expect((deps.notifier as RecordingNotifier).entries).toContainEqual({ kind: 'notify', level: 'success', text: 'order.submit.request-made {"requestNum":"PR-20261124-0A1B2C3D"}' });
  });

  it('from the personal mall opens its own My requests', async () => {
    const { deps, navigate } = setUp({}, [], { failed: false, result: 'LOT1', purchaseRequest: { mallRequestId: 9, requestNum: 'PR-1' } });
    await submitOrders({ ...deps, personal: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sigl/my-request?requestNum=PR-1');
  });
});

describe('after the submit, with a payment', () => {
  it('hands the cashier of the pre-order answer to /pay-online, so the page does not open another', async () => {
    const response = { failed: false, result: 'LOT1', paymentOrderNum: 'PAY1', cashierUri: '/cashier/PAY1', cashierHtml: '<form id="pay"></form>' };
    const { deps, navigate, service } = setUp(srmConfig, [], response);
    await submitOrders(deps);
    expect(navigate).toHaveBeenCalledWith('/pay-online?paymentOrderNum=PAY1&batchNum=LOT1', { cashierUri: '/cashier/PAY1', cashierHtml: '<form id="pay"></form>' });
    expect(service.lotNum).not.toHaveBeenCalled();
  });
});

describe('after the submit, without redirect', () => {
  it('waits 1 s, then goes to the apply-result page (sigl variant under the personal mall)', async () => {
    const { deps, navigate, service } = setUp({}, []);
    const done = submitOrders({ ...deps, personal: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(service.lotNum).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/sigl/apply-result', { message: 'order.submit.applied {"batchNum":"LOT1"}', batchNum: 'LOT1' });
  });

  it('with redirect on but no lot number, opens the single request after 1 s', async () => {
    const { deps, redirect } = setUp(srmConfig, [], { failed: false, prHeaderId: 4 } as never);
    const done = submitOrders(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(redirect).toHaveBeenCalledWith('https://srm.example/app/sprm/pr-detail/4');
  });
});

describe('the submit itself', () => {
  it('sends the page visit key on every try', async () => {
    const { deps, service } = setUp({}, [], { failed: false } as never);
    (service.preOrder as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('offline'));
    await submitOrders(deps);
    const second = submitOrders(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await second;
    expect((service.preOrder as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-1']);
  });

  it('asks each confirm outcome and stops when the buyer declines (minimum amount control 1)', async () => {
    const { deps, service } = setUp({ minAmountControl: 1 }, []);
    deps.store.setHeader(0, { minPurchaseFlag: 0 });
    (deps.notifier as RecordingNotifier).confirmAnswer = false;
    await submitOrders(deps);
    expect((deps.notifier as RecordingNotifier).entries).toEqual([
      { kind: 'confirm', title: 'order.submit.confirm-title', text: 'order.minimum-amount.not-reached' },
    ]);
    expect(service.preOrder).not.toHaveBeenCalled();
    expect(deps.store.submitting).toBe(false);
  });

  it('an async tenant validator is awaited and its error blocks, named by its rule', async () => {
    const tenantHost = new PluginHost();
    tenantHost.register({ definition: corePlugin, version: '0.1.0' });
    const { orderSubmitValidators, definePlugin, outcome, msg } = await import('@mall/sdk');
    tenantHost.register({
      definition: definePlugin({
        id: 'tenant-x',
        sdk: '^1.0.0',
        register: (ctx) =>
          ctx.contribute(orderSubmitValidators, { id: 'tenant-x.server-check', validate: async () => [outcome.error(msg('tenant.blocked'))] }),
      }),
      version: '1.0.0',
    });
    const { deps, service } = setUp({}, []);
    await submitOrders({ ...deps, host: tenantHost });
    expect((deps.notifier as RecordingNotifier).texts()).toEqual(['tenant.blocked']);
    expect(service.preOrder).not.toHaveBeenCalled();
  });
});
