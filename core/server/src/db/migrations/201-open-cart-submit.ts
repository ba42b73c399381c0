// Open-cart submit (spec 3 sections 4 and 7): the requisition form sent with the open cart (the
// receiving address, a needed date, a remark, the budget the lines are weighed against), kept on
// the session, and each line's budget warning (cuxBudgetWarningFlag) as the submit found it.
export const sql = /* sql */ `
alter table punchout_sessions
  add column submitted_at timestamptz,
  add column address_id bigint references addresses(id),
  add column needed_date date,
  add column remark text check (length(remark) <= 240),
  add column budget_id bigint references budgets(id);

alter table punchout_lines
  add column budget_warning_flag smallint check (budget_warning_flag in (0, 1));
`;
