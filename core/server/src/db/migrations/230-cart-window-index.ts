// Issue 17: the cart page asks for windows of 100 lines of a cart of up to 2,000. With the owner
// index alone, every window sorted all the owner's lines to pick its 100 ids; this index hands
// them over in the list's order (newest first), so a window reads offset + limit index entries
// and nothing else. It starts with the old owner index's columns, which it therefore replaces.
export const sql = /* sql */ `
create index cart_lines_owner_order_idx on cart_lines (tenant_id, organization_id, owner_id, buy_now_flag, created_at desc, id desc);
drop index cart_lines_owner_idx;`;
