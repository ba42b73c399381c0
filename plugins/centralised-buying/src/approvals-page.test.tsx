import { givenMessages, messages, myMallMenu, routes } from '@mall/sdk';
import { mountPlugin, renderPluginRoute } from '@mall/sdk-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPROVALS_PAGE, APPROVER_PERMISSION, type ApprovalRow } from './approver';
import plugin from './index';

const LIST = 'GET /smal/v1/{org}/centralized-relations/approvals';
const row = (cartId: number, extra: Partial<ApprovalRow> = {}): ApprovalRow => ({
  cartId,
  centralizedStatus: 'APPROVEING',
  demanderName: `Demander ${cartId}`,
  productName: `Goods ${cartId}`,
  quantity: 3,
  uomName: 'pcs',
  currencyCode: 'CNY',
  latestPrice: 12.5,
  amount: 37.5,
  submittedAt: '2026-11-20T08:30:00Z',
  ...extra,
});

describe("@mall-plugin/centralised-buying: the approver's page", () => {
  it('is a My Mall page and menu entry for holders of the approver permission only, named in both locales', () => {
    const { host } = mountPlugin(plugin);
    expect(host.get(routes).find((r) => r.path === APPROVALS_PAGE)).toMatchObject({ layout: 'main', permissions: [APPROVER_PERMISSION], titleKey: 'centralised-buying.approvals.title' });
    expect(host.get(myMallMenu).find((e) => e.path === APPROVALS_PAGE)).toMatchObject({ group: 'my-mall', permission: APPROVER_PERMISSION, labelKey: 'centralised-buying.menu.approvals' });
    const text = (locale: string, key: string) => givenMessages(host.get(messages).find((m) => m.locale === locale && m.id.startsWith('centralised-buying'))!)[key];
    expect(['zh_CN', 'en_US'].map((l) => text(l, 'centralised-buying.approvals.title'))).toEqual(['集采审批', 'Group-buying approvals']);
    expect(['zh_CN', 'en_US'].map((l) => text(l, 'centralised-buying.menu.approvals'))).toEqual(['集采审批', 'Group approvals']);
  });

  // One mount for the page's whole flow (a failed load, the list, a refused reject, an approval).
  it('shows a failed load with Retry, lists demander, goods, quantity, amount and date, rejects only after the confirmation, and approves', async () => {
    let failing = true;
    let rows = [row(8), row(9)];
    const sent: string[] = [];
    const mall = await renderPluginRoute(plugin, APPROVALS_PAGE, {
      answers: {
        [LIST]: () => (failing ? { status: 500, json: { failed: true, message: 'down' } } : { json: rows }),
        'POST /smal/v1/{org}/centralized-relations/reject': (call) => {
          sent.push(`reject ${JSON.stringify(call.body)}`);
          rows = [row(8)]; // another approver decided Goods 9 first
          return { status: 409, json: { failed: true, code: 'centralised-buying.relation.decided', message: 'Goods 9 is no longer in approval: it has already been decided' } };
        },
        'POST /smal/v1/{org}/centralized-relations/approve': (call) => {
          sent.push(`approve ${JSON.stringify(call.body)}`);
          rows = [];
          return { json: [{ cartId: 8, centralizedStatus: 'APPROVED', oldCentralizedStatus: null }] };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group-buying approvals' })).toBeInTheDocument();
    expect(await screen.findByText('The group-buying demands in approval could not be loaded')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    const nine = (await screen.findByText('Goods 9')).closest('tr')!;
    for (const shown of ['Demander 9', '3 pcs', '37.50 CNY', /^2026-11-\d\d \d\d:\d\d$/]) expect(within(nine).getByText(shown)).toBeInTheDocument();
    mall.notifier.confirmAnswers = [false, true];
    await userEvent.click(within(nine).getByRole('button', { name: 'Reject' }));
    expect(mall.notifier.entries).toContainEqual({
      kind: 'confirm',
      title: 'Reject this demand?',
      text: 'Goods 9 of Demander 9 goes back to the demander, who sees it Returned and may submit it again.',
    });
    expect(sent).toEqual([]);
    await userEvent.click(within(nine).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toEqual(['reject {"cartIds":[9]}']));
    // Refused because decided elsewhere: the list loads anew without the line, and no success is claimed.
    await waitFor(() => expect(screen.queryByText('Goods 9')).toBeNull());
    expect(mall.notifier.entries.some((e) => e.kind === 'notify' && e.level === 'success')).toBe(false);

    const eight = screen.getByText('Goods 8').closest('tr')!;
    await userEvent.click(within(eight).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toEqual(['reject {"cartIds":[9]}', 'approve {"cartIds":[8]}']));
    expect(await screen.findByText('No group-buying demands are waiting for your decision')).toBeInTheDocument();
    expect(mall.notifier.entries).toContainEqual({ kind: 'notify', level: 'success', text: 'Goods 8 of Demander 8 approved' });
  });
});
