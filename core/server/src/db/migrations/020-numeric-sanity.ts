// Amounts and quantities are numbers, and not negative (issue 21: a quantity of 1e-7 became NaN
// in the browser's rounding and was stored as an order, its lines and a payment that could be
// paid). PostgreSQL's numeric has a 'NaN' that sorts above every number, so `quantity > 0` alone
// lets it in: each check excludes it explicitly. The checks are validated, so a database holding
// such rows refuses this migration instead of keeping them unnoticed.
export const sql = /* sql */ `
alter table cart_lines
  add constraint cart_lines_quantity_number check (quantity <> 'NaN' and quantity > 0);

alter table orders
  add constraint orders_amount_number check (amount <> 'NaN' and amount >= 0);

alter table order_lines
  add constraint order_lines_quantity_number check (quantity <> 'NaN' and quantity > 0),
  add constraint order_lines_unit_price_number check (unit_price <> 'NaN' and unit_price >= 0),
  add constraint order_lines_line_amount_number check (line_amount <> 'NaN' and line_amount >= 0);

alter table payments
  add constraint payments_amount_number check (amount <> 'NaN' and amount >= 0);

alter table products
  add constraint products_price_number check (price <> 'NaN');

alter table product_compares
  add constraint product_compares_price_number check (price <> 'NaN' and price >= 0);

alter table budgets
  add constraint budgets_amount_number check (amount <> 'NaN' and occupied <> 'NaN');

alter table budget_infos
  add constraint budget_infos_quantity_number check (quantity <> 'NaN');

alter table budget_occupations
  add constraint budget_occupations_amount_number check (amount <> 'NaN');
`;
