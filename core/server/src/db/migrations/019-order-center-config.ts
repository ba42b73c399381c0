// What the order submit checks against (spec 1 section 5 "Order submit"):
// - per organisation, the minimum order amount: "Minimum order amount (where configured):
//   control 2 forbids submit, control 1 warns"; the control is answered in the user config and
//   the order-centre common config, the amount is what pre-req checks each order header against
//   (minPurchaseFlag 0 below it); control 0 means not configured;
// - per user, the personal points balance a member spends in the personal mall: "if the
//   personal-points product count exceeds the available amount, error 'insufficient points
//   balance'"; null means the user has no points account.
export const sql = /* sql */ `
alter table web_configs
  add column min_amount_control smallint not null default 0 check (min_amount_control in (0, 1, 2)),
  add column min_order_amount numeric(20,8) check (min_order_amount is null or min_order_amount >= 0);
alter table user_configs
  add column points_balance numeric(20,8) check (points_balance is null or points_balance >= 0);
`;
