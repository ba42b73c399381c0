// A manual request line may name the catalogue's manual product it asks for (spec 2 section 3:
// 'import manual products to cart'; open-cart/buy-again). Such a line can go into the cart as
// that product; a line of free text cannot, as the cart holds catalogue goods only.
export const sql = /* sql */ `
alter table mall_request_entries add column product_id bigint references products(id);
`;
