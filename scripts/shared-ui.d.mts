/** The UI libraries the mall provides one copy of; tenants and plugins take them as peers. */
export declare const SHARED_UI: readonly string[];
