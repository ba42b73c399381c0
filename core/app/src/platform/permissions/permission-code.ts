/**
 * The server's form of a permission code (spec 1 section 6): leading slash removed, slashes
 * turned into dots, colons into dashes. '/mall/cart:import' -> 'mall.cart-import'.
 */
export function normalizePermissionCode(code: string): string {
  return code.replace(/^\/+/, '').replace(/\//g, '.').replace(/:/g, '-');
}
