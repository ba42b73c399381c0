import { exceedsOrderSplitCap, isPreOrderInvoiceError, MAX_POLLS, ORDER_SPLIT_CAP, ordersMeetingMinimum, POLL_INTERVAL_MS, REDIRECT_DELAY_MS, type PreOrderResponse } from '@mall/domain';
import type { MallContext } from '@mall/sdk';
import type { TFunction } from 'i18next';
import type { Notifier } from '../../../platform/feedback';
import { isHttpError } from '../../../platform/http';
import type { PluginHost } from '../../../platform/plugin-host';
import { askOutcomeConfirms, showOutcomeErrors } from '../outcomes/ask-outcomes';
import { placeKey, type OrderPageStore, type PlacedMessage } from '../order-page-store';
import type { OrderRow, OrderService } from '../order-service';
import { placeOutcomes, type FirstFailure } from './place-outcomes';
import { procurementLinks } from './procurement-links';
import { runOrderValidators } from './run-order-validators';
import { submitHeader } from './submit-body';

/** The apply-result page's navigation state (built by the payment feature). */
export interface ApplyResultState {
  message: string;
  batchNum?: string;
}

export interface SubmitDeps {
  readonly store: OrderPageStore;
  readonly host: Pick<PluginHost, 'get' | 'explain'>;
  readonly ctx: MallContext;
  readonly service: OrderService;
  readonly notifier: Notifier;
  readonly t: TFunction;
  /** In-app navigation. */
  readonly navigate: (path: string, state?: unknown) => void;
  /** Leaving the mall for the procurement platform. */
  readonly redirect: (url: string) => void;
  /** Validates the antd header and line forms (tenant fields); the first failing place, if any. */
  readonly validateForms: () => Promise<FirstFailure | undefined>;
  readonly scrollTo: (place: FirstFailure) => void;
  /** Under /sigl: the personal mall's cart and result pages. */
  readonly personal: boolean;
  readonly returnUrl: string;
  readonly sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 1 section 4 "Submitting a company order": validate (every effective validator plus
 * the forms), place the errors and scroll to the first, ask the confirms, ask to submit,
 * leave out the orders below the minimum amount (their goods stay in the cart), submit once
 * per page visit, then go to payment, the procurement platform or the apply-result page.
 * Returns without a call when anything stops it; the buyer's input stays in the store.
 */
export async function submitOrders(deps: SubmitDeps): Promise<void> {
  const { store } = deps;
  if (store.submitting) return;
  store.setSubmitting(true);
  let leaving = false;
  try {
    leaving = await runSubmit(deps);
  } finally {
    // after a successful submit the page is on its way out; the button stays busy
    if (!leaving) store.setSubmitting(false);
  }
}

async function runSubmit(deps: SubmitDeps): Promise<boolean> {
  const { store, t, notifier, ctx } = deps;
  const candidates = store.candidates;
  if (candidates.length === 0) {
    notifier.notify('warning', t('order.submit.none-selected'));
    return false;
  }
  const formFailure = await deps.validateForms();
  const outcomes = await runOrderValidators(deps.host, ctx, candidates.map((c) => c.order));
  const errors = outcomes.filter((o) => o.level === 'error');
  const placed = placeOutcomes(errors, (i) => candidates[i]?.index ?? i);
  store.place(placed.places);
  if (errors.length > 0 || formFailure) {
    showOutcomeErrors(notifier, t, placed.general);
    if (placed.general.length === 0) notifier.notify('error', t('order.submit.check-marked'));
    const first = placed.first ?? formFailure;
    if (first) deps.scrollTo(first);
    return false;
  }
  if (!(await askOutcomeConfirms(notifier, t, outcomes.filter((o) => o.level === 'confirm')))) return false;
  for (const info of outcomes.filter((o) => o.level === 'info')) notifier.notify('info', t(info.message.key, info.message.params));
  if (exceedsOrderSplitCap(candidates.length)) return splitCapReached(deps);
  const kept = ordersMeetingMinimum(candidates.map((c) => c.order));
  if (kept.length === 0) {
    notifier.notify('warning', t('order.submit.all-below-minimum'));
    return false;
  }
  const released = candidates.length - kept.length;
  const question = released > 0 ? t('order.submit.confirm-released', { count: released }) : t('order.submit.confirm');
  if (!(await notifier.confirm(t('order.submit.confirm-title'), question))) return false;
  let response: PreOrderResponse;
  try {
    response = await deps.service.preOrder(
      kept.map((order) => submitHeader(order, ctx.config, deps.returnUrl)),
      store.idempotencyKey,
      { ...(ctx.config.unitCode ? { customizeUnitCode: ctx.config.unitCode } : {}), ...(deps.personal || ctx.channel === 'PERSONAL' ? { memberFlag: 1 as const } : {}) },
    );
  } catch (error) {
    if (isHttpError(error) && error.code === 'smodr.order.split.exceeded') return splitCapReached(deps);
    placeOrderMessages(deps, kept, candidates, isHttpError(error) ? error.body : undefined);
    if (isHttpError(error) && isPreOrderInvoiceError(error.code)) notifier.notify('error', error.message || t('order.pre-order.failed'));
    else if (isHttpError(error) && error.kind === 'network') notifier.notify('error', t('http.networkError'));
    else notifier.notify('error', (isHttpError(error) && error.message) || t('order.pre-order.failed'));
    return false;
  }
  if (released > 0) notifier.notify('info', t('order.submit.released', { count: released }));
  await afterSubmit(deps, response, kept.length);
  return true;
}

/**
 * Spec 1 section 4 step 6: each per-order message flagged 1 in the refused submit's answer
 * (`orderMessageList [{ index, key?, errorFlag, errorMessage }]`, `index` the header's place in
 * the body sent) is shown in that order's header, and the first is scrolled into view.
 */
function placeOrderMessages(deps: SubmitDeps, sent: readonly OrderRow[], candidates: readonly { index: number; order: OrderRow }[], body: unknown): void {
  const list = (body as { orderMessageList?: unknown } | undefined)?.orderMessageList;
  if (!Array.isArray(list)) return;
  const places = new Map<string, PlacedMessage>();
  let first: number | undefined;
  for (const entry of list as { index?: number; key?: string; errorFlag?: number | string; errorMessage?: string }[]) {
    if (Number(entry.errorFlag) !== 1 || !entry.errorMessage) continue;
    const order = (typeof entry.index === 'number' ? sent[entry.index] : undefined) ?? sent.find((o) => entry.key !== undefined && o.key === entry.key);
    const page = candidates.find((c) => c.order === order)?.index;
    if (page === undefined) continue;
    places.set(placeKey(page), { text: entry.errorMessage });
    first = first === undefined ? page : Math.min(first, page);
  }
  if (first === undefined) return;
  deps.store.place(places);
  deps.scrollTo({ order: first });
}

async function splitCapReached(deps: SubmitDeps): Promise<boolean> {
  const back = await deps.notifier.confirm(deps.t('order.submit.confirm-title'), deps.t('order.split.exceeded', { n: ORDER_SPLIT_CAP }));
  if (back) deps.navigate(deps.personal ? '/sigl/cart' : '/cart');
  return back;
}

/** What /pay-online receives in navigation state: the cashier the pre-order answer already opened. */
export interface PayOnlineState {
  cashierHtml?: string;
  cashierUri?: string;
}

/**
 * Spec 1 section 4 steps 3 to 5, after a successful pre-order call for `orderCount` orders:
 * payment when the answer opened one; for an order-management request (tools/enable-order-center-flag)
 * with a result and redirect on, the lot-number poll; otherwise, after 1 s, the procurement
 * detail page (one order) or list page (several), else the apply-result page.
 */
async function afterSubmit(deps: SubmitDeps, response: PreOrderResponse, orderCount: number): Promise<void> {
  const { t, ctx } = deps;
  const sleep = deps.sleep ?? wait;
  const batchNum = response.result;
  const applyResult = (message: string) => {
    const state: ApplyResultState = batchNum ? { message, batchNum } : { message };
    deps.navigate(deps.personal ? '/sigl/apply-result' : '/apply-result', state);
  };
  if (response.purchaseRequest) {
    // The tenant made the submit a purchase request (server point order.submit-diverters), not
    // orders: the buyer follows it in My requests, neither at the cashier nor on the procurement platform.
    const { requestNum } = response.purchaseRequest;
    deps.notifier.notify('success', t('order.submit.request-made', { requestNum }));
    deps.navigate(`${deps.personal ? '/sigl' : ''}/my-request?${new URLSearchParams({ requestNum }).toString()}`);
    return;
  }
  const submitted = response.message || t('order.submit.applied', { batchNum: batchNum ?? '' });
  if (response.paymentOrderNum && (response.cashierUri || response.cashierHtml)) {
    const query = new URLSearchParams({ paymentOrderNum: response.paymentOrderNum, ...(batchNum ? { batchNum } : {}) });
    const cashier: PayOnlineState = {
      ...(response.cashierHtml ? { cashierHtml: response.cashierHtml } : {}),
      ...(response.cashierUri ? { cashierUri: response.cashierUri } : {}),
    };
    deps.navigate(`/pay-online?${query.toString()}`, cashier);
    return;
  }
  const links = procurementLinks(ctx.config);
  if (links && batchNum && (await deps.service.orderCenterEnabled())) {
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      if (poll > 0) await sleep(POLL_INTERVAL_MS);
      const answer = await deps.service.lotNum(batchNum).catch(() => undefined);
      if (answer?.prHeaderId !== undefined) return deps.redirect(links.detail(answer.prHeaderId));
      if (answer?.result) return deps.redirect(links.list(answer.result));
    }
    return applyResult(submitted);
  }
  await sleep(REDIRECT_DELAY_MS);
  if (links && !response.failed) {
    const single = orderCount === 1 && response.prHeaderId !== undefined;
    return deps.redirect(single ? links.detail(response.prHeaderId!) : links.list(batchNum));
  }
  applyResult(submitted);
}
