import type { MallRequest } from '@mall/domain';
import { CoreIds, definePlugin, requestListActions } from '@mall/sdk';
import { mountPlugin } from './mount-plugin';

// Issue 14: My requests' actions come through `request-list.actions`, core's own included, so a
// tenant adds, replaces or disables one by id.
const ids = CoreIds.myRequests;
const request = (status: string, productId?: number): MallRequest =>
  ({
    mallRequestId: 7, requestNum: 'PR-7', mallManualRequestStatus: status, title: 'Desks', amount: 10, currencyCode: 'CNY', creationDate: '2026-11-20 10:00:00',
    mallRequestEntryViewVOList: [{ mallRequestEntryId: 70, lineNum: 1, skuName: 'Desk', quantity: 1, uomName: 'pcs', estimatedPrice: 10, lineAmount: 10, neededDate: '2026-12-01', productId }],
  }) as MallRequest;

const tenant = definePlugin({
  id: '@mall-tenant/request-actions-probe',
  version: '1.0.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(requestListActions, { id: 'probe.print', order: 95, component: () => null });
    ctx.disable(requestListActions, ids.copy);
  },
});

describe('request-list.actions', () => {
  const { host } = mountPlugin(tenant);
  const actions = host.get(requestListActions);
  const offered = (r: MallRequest) => actions.filter((a) => (a.place ?? 'row') === 'row' && (!a.when || a.when(r))).map((a) => a.id);

  it("holds core's actions in order with the tenant's added and the disabled one gone", () => {
    expect(actions.map((a) => a.id)).toEqual([
      ids.create, ids.reEdit, ids.withdraw, ids.cancel, ids.cancelLines, ids.cancelRequest, ids.documentFlow, ids.approvalRecord, ids.buyAgain, 'probe.print', ids.oaLink,
    ]);
    expect(actions.find((a) => a.id === ids.create)).toMatchObject({ place: 'toolbar', permission: 'mall.tenant.buying-manage.my-request.button.create' });
    expect(actions.find((a) => a.id === ids.buyAgain)?.permission).toBe('mall.tenant.buying-manage.my-request.button.import-to-cart');
  });

  it("offers 'cancel request' only for a status none of TO_PO, CANCELED, CANCELLING, NEW, CANCEL_TO_CONFIRM, SUBMITTED, APPROVED", () => {
    for (const status of ['TO_PO', 'CANCELED', 'CANCELLING', 'NEW', 'CANCEL_TO_CONFIRM', 'SUBMITTED', 'APPROVED']) {
      expect(offered(request(status))).not.toContain(ids.cancelRequest);
    }
    expect(offered(request('REJECTED'))).toContain(ids.cancelRequest);
  });

  it('offers re-edit for a draft, withdraw for a submitted request, and buy again only when a line names a manual product', () => {
    expect(offered(request('NEW'))).toContain(ids.reEdit);
    expect(offered(request('SUBMITTED'))).toEqual(expect.arrayContaining([ids.withdraw]));
    expect(offered(request('SUBMITTED'))).not.toContain(ids.reEdit);
    expect(offered(request('TO_PO'))).not.toContain(ids.buyAgain);
    expect(offered(request('TO_PO', 501))).toContain(ids.buyAgain);
  });
});
