// Catalogue client values (spec 1 section 7, product detail: cata-client-values/client-value-list,
// ec-client-values/query-default-value): the values a buying company keeps per product for its
// custom unit dimensions (webConfig dimensionConfig.unitDimensionList, not FIXED), which sku-detail
// answers with the buyer's customDimensionMap laid over them.
export const sql = /* sql */ `
create table catalog_client_values (
  tenant_id bigint not null references tenants(id),
  product_id bigint not null references products(id) on delete cascade,
  dimension_code text not null,
  value text not null,
  meaning text not null,
  primary key (product_id, dimension_code)
);`;
