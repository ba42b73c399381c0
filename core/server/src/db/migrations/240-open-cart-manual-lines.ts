// Manual cart save of the open cart (spec 3 section 7: body cartSource MANUAL, openCartFlag;
// spec 1 section 7: open-cart/manual-create): free-text punch-out lines that name no catalogue
// product. Such a line carries its own description, unit, price and currency, and goes back to
// the requisition system like a catalogue line. The same free-text item saved again is the same
// line (manual_key, built by the server), so a double save never makes two lines.
export const sql = /* sql */ `
alter table punchout_lines
  alter column product_id drop not null,
  add column product_source text not null default 'CATA' check (product_source in ('CATA', 'MANUAL')),
  add column manual_name text check (length(manual_name) between 1 and 240),
  add column manual_uom_name text check (length(manual_uom_name) between 1 and 20),
  add column manual_price numeric(20, 6) check (manual_price > 0),
  add column manual_currency text check (manual_currency ~ '^[A-Z]{3}$'),
  add column manual_supplier text check (length(manual_supplier) <= 120),
  add column manual_lead_time integer check (manual_lead_time between 0 and 999),
  add column manual_remark text check (length(manual_remark) <= 240),
  add column manual_key text check (length(manual_key) <= 400),
  add constraint punchout_lines_source_shape check (
    (product_source = 'CATA' and product_id is not null and manual_key is null)
    or (product_source = 'MANUAL' and product_id is null and manual_key is not null and manual_name is not null
        and manual_uom_name is not null and manual_price is not null and manual_currency is not null)
  );
create unique index punchout_lines_manual_key_idx on punchout_lines (session_id, manual_key) where manual_key is not null;
`;
