import type { SeedPart } from './seed-part';

/**
 * Minimum order amounts (spec 1 section 5 "Minimum order amount (where configured)") of two
 * demo tenants: the core-only T3 forbids a smaller order (control 2), the financial group only
 * warns (control 1). The amounts sit below the seeded carts' orders, so a buyer meets the rule
 * by lowering a quantity. Other tenants configure none (control 0).
 */
export const ORDER_MINIMUMS: Readonly<Record<string, { minAmountControl: 1 | 2; minOrderAmount: number }>> = {
  T3: { minAmountControl: 2, minOrderAmount: 50 },
  FOUNDERSC: { minAmountControl: 1, minOrderAmount: 100 },
};

/** The personal points every demo member starts with (spec 1 section 5 "Points"); buyers have no points account. */
export const MEMBER_POINTS = 2000;

/** Minimum order amounts per tenant and the members' points; runs after the tenants and users parts. */
export const orderCenterPart: SeedPart = {
  name: 'order-center',
  async run(tx, ctx) {
    await tx.query(
      `update user_configs uc set points_balance = $1 from users u
        where u.id = uc.user_id and u.tenant_id = uc.tenant_id and u.login_name like '%.member' and uc.points_balance is null`,
      [MEMBER_POINTS],
    );
    for (const spec of ctx.tenants) {
      const minimum = ORDER_MINIMUMS[spec.code];
      if (!minimum) continue;
      await tx.query(
        `update web_configs w set min_amount_control = $2, min_order_amount = $3
           from tenants t where t.id = w.tenant_id and t.tenant_num = $1`,
        [spec.code, minimum.minAmountControl, minimum.minOrderAmount],
      );
    }
  },
};
