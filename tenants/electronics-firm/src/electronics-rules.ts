/** Spec 3 section 9: goods expiring in under 45 days ask the buyer to confirm. */
export const EXPIRY_WARNING_DAYS = 45;

/** TENANTS.md electronics-firm: a tax-included order of 2500 or more warns (fixed assets, CE number). */
export const TAX_INCLUDED_WARNING_AMOUNT = 2500;

/** Spec 3 section 2 / 9: the compatible-machine configuration drawer is 742 wide. */
export const COMPATIBLE_DRAWER_WIDTH = 742;

/** The scripted call of the expiry check; spec 3 does not name it, this name is ours. */
export const EXPIRY_CHECK_API = 'calb-expiring-goods';

/** One cart line the expiry check found expiring inside the threshold. */
export interface ExpiringLine {
  readonly cartId: number;
  readonly productName: string;
  readonly expiryDate: string;
  readonly daysLeft: number;
}

/** A line's tax-included amount in cents: its total, else unit price (tax included in the mall) times quantity. */
function lineCents(line: { totalPrice?: number; latestPrice: number; quantity: number }): number {
  return Math.round((line.totalPrice ?? line.latestPrice * line.quantity) * 100);
}

/** An order's tax-included amount, summed in cents so 0.1 + 0.2 stays 0.30. */
export function taxIncludedAmount(lines: readonly { totalPrice?: number; latestPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineCents(line), 0) / 100;
}
