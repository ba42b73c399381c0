// The item category a catalogue category is maintained as (spec 3 section 3, cart line
// itemCategoryId / itemCategoryName). Core's cart answer reads it by the product's category, so a
// line added at any time carries it: tenants' rules (one category per order, the category must be
// maintained, a retailer's product segment) read the line, never a copy made when it was seeded.
export const sql = /* sql */ `
create table item_categories (
  tenant_id bigint not null,
  category_code text not null,
  item_category_id bigint not null,
  item_category_name text not null,
  primary key (tenant_id, category_code)
);

-- Every cart answer shows the category, so maintaining one is a catalogue write (migration 035).
create trigger item_categories_version_ins after insert on item_categories referencing new table as changed
  for each statement execute function bump_catalogue_versions();
create trigger item_categories_version_upd after update on item_categories referencing new table as changed
  for each statement execute function bump_catalogue_versions();
create trigger item_categories_version_del after delete on item_categories referencing old table as changed
  for each statement execute function bump_catalogue_versions();`;
