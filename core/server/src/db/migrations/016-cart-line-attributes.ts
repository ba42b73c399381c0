// Values of the `fields.cart-line` extras a tenant adds to cart lines (attributeVarchar*,
// attributeDate*, attributeDecimal*), kept beside the line as one JSON object.
export const sql = /* sql */ `
alter table cart_lines add column attributes jsonb not null default '{}'::jsonb;
`;
