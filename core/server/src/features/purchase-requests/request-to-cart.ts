import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';
import type { Language } from '../../http/messages';
import { ruleRefused } from '../cart/cart-quantity-check';
import { refillCart, refillFailure } from '../cart/cart-refill';
import { findRequest } from './purchase-request-repo';
import { requireGranted } from './request-transition';
import './purchase-request-messages';

/** The catalogue entry 'import manual products to cart' (spec 2 section 3), which both My requests' buy again and the request page's button need. */
export const IMPORT_TO_CART_PERMISSION = 'mall.tenant.buying-manage.my-request.button.import-to-cart';

/**
 * POST open-cart/buy-again (spec 2 section 7): the caller's request's open lines (or the named
 * ones) go into the cart as the manual products they name, each quantity added to what the cart
 * holds and checked with the cart's rules. A line of free text names no product and stays out,
 * listed with the reason; when no line can go in the call is refused and the cart is unchanged.
 */
export async function requestToCart(db: Db, session: Session, mallRequestId: number, entryIds: readonly number[] | undefined, language: Language) {
  await requireGranted(db, session, IMPORT_TO_CART_PERMISSION);
  const request = await findRequest(db, session, mallRequestId);
  if (!request) throw notFound('mall-request.not.found');
  const open = request.mallRequestEntryViewVOList.filter((e) => e.cancelStatus !== 'CANCELED');
  const chosen = entryIds ? open.filter((e) => entryIds.includes(e.mallRequestEntryId)) : open;
  if (entryIds && chosen.length !== new Set(entryIds).size) throw notFound('mall-request.entry.not.found');
  const unlisted = chosen.filter((e) => e.productId === undefined);
  const lines = chosen.flatMap((e) => (e.productId === undefined ? [] : [{ key: e.mallRequestEntryId, productId: e.productId, skuName: e.skuName, quantity: e.quantity }]));
  return db.transaction(async (tx) => {
    const { cartIds, failed } = await refillCart(tx, session, lines, { unitId: null, addressId: null }, language);
    if (cartIds.length === 0) throw ruleRefused('mall-request.buy-again.nothing');
    const failedList = [...unlisted.map((e) => refillFailure(e.mallRequestEntryId, e.skuName, ruleRefused('mall-request.buy-again.not-catalogued'), language)), ...failed]
      .map(({ key, ...rest }) => ({ mallRequestEntryId: key, ...rest }));
    return { cartIdList: cartIds, successCount: cartIds.length, failedList };
  });
}
