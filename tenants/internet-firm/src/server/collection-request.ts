import type { ServerOrderSubmitDiverter } from '@mall/sdk/server';
import { isCollectionLine } from '../collection-limit';

/** Where the firm's OA system shows a request's approval (attributeLongtext10); a demo address. */
export const OA_APPROVAL_BASE = 'https://oa.lilith.example/approval/';
/** The message key of a collection request that could not be made (spec 3: 'Generate purchase request failed'). */
export const REQUEST_FAILED = 'internet-firm.request-failed';

/** The request's title in the caller's language; spec 3 names none, the words are ours. */
const TITLE = { zh_CN: '领用申请', en_US: 'Collection-use request' } as const;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Collection-use goods go through the OA request (spec 3 sections 5 and 8): once the buyer
 * confirmed 'confirm generating purchase request', a submit whose lines are all collection-use
 * becomes one SUBMITTED purchase request in core's request tables instead of orders, with the OA
 * approval link, and its lines leave the cart. Mixed submits never get here (the validator
 * `internet-firm.order.collection-purchase-apart` refuses them first); purchase goods stay orders.
 */
export const collectionRequestDiverter: ServerOrderSubmitDiverter = {
  id: 'internet-firm.order.collection-request',
  order: 100,
  failedCode: REQUEST_FAILED,
  claims({ orders }) {
    const lines = orders.flatMap((order) => order.shoppingCartDTOList);
    return lines.length > 0 && lines.every(isCollectionLine);
  },
  async divert({ orders }, { session, createPurchaseRequest }) {
    const lines = orders.flatMap((order) => order.shoppingCartDTOList);
    // A needed date before today would be refused on /add-purchase; the cart's own date is kept when it is still ahead.
    const neededDate = (line: (typeof lines)[number]) => {
      const day = line.neededDate?.slice(0, 10);
      return day && day >= today() ? day : today();
    };
    const purchaseRequest = await createPurchaseRequest({
      title: TITLE[session.language],
      entries: lines.map((line) => ({
        skuName: line.productName,
        quantity: line.quantity,
        uomName: line.uomName || '-',
        estimatedPrice: line.latestPrice,
        neededDate: neededDate(line),
        ...(line.remark ? { remark: line.remark } : {}),
      })),
      attributes: (requestNum) => ({ attributeLongtext10: `${OA_APPROVAL_BASE}${encodeURIComponent(requestNum)}` }),
    });
    return { purchaseRequest };
  },
};
