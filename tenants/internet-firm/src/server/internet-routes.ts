import { defineServerRoute, type ServerOrderSubmitValidator } from '@mall/sdk/server';
import { isCollectionLine } from '../collection-limit';

/** The firm's wallet (a demo address); the wallet-transfer call links a buyer's account to it. */
export const WALLET_URL = 'https://wallet.lilith.example/transfer';
/** The wallet-transfer call's name under marmot-api (the browser's WALLET_TRANSFER_PATH). */
export const WALLET_TRANSFER_API = 'wallet-transfer';

/**
 * GET marmot-api/wallet-transfer (spec 3: the top bar's 'my wallet' appears only when this call
 * returns a URL): the caller's own wallet address, or `{}` for a caller without a wallet account.
 */
export const walletTransfer = defineServerRoute({
  method: 'GET',
  url: `/marmot/v1/:org/marmot-api/${WALLET_TRANSFER_API}`,
  summary: "internet-firm: the caller's wallet URL for the top bar's 'My wallet', none without a wallet account",
  async handler({ db, session }) {
    const [wallet] = await db.query<{ account: string }>('select wallet_account as account from lilith_wallet_accounts where tenant_id = $1 and user_id = $2', [
      session.tenantId,
      session.userId,
    ]);
    return wallet ? { url: `${WALLET_URL}?account=${encodeURIComponent(wallet.account)}&lang=${session.language}` } : {};
  },
});

/**
 * Collection-use and purchase goods are never submitted together (spec 3 section 5): the
 * browser's selection rule, again on the server, over the lines the server read from the
 * caller's own cart, so a pre-order call made without the browser is refused the same way.
 */
export const collectionApartSubmitCheck: ServerOrderSubmitValidator = {
  id: 'internet-firm.order.collection-purchase-apart',
  order: 300,
  validate({ orders }) {
    const lines = orders.flatMap((order) => order.shoppingCartDTOList);
    const collection = lines.filter(isCollectionLine).length;
    if (collection === 0 || collection === lines.length) return undefined;
    return {
      code: 'internet-firm.collection-purchase-apart',
      orders: orders.flatMap((order, index) => (order.shoppingCartDTOList.some(isCollectionLine) ? [{ order: index, code: 'internet-firm.collection-purchase-apart' }] : [])),
    };
  },
};
