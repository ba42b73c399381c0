// Names under which the session keeps data in the browser. Features that cache per-user data
// use these prefixes so sign-out and a 401 can clear it without knowing every feature.

/** Cookie holding the access token (spec 1 section 7: the Bearer header comes from it). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** Cookie set when a token arrives in the URL hash; read by the channel redirect (step 5). */
export const FIRST_VISIT_COOKIE = 'mall_first_visit';
/** localStorage key of the cached self info (`users/self`). */
export const SELF_INFO_KEY = 'mall.self';
/** localStorage prefix of per-user cached modals (for example the buying-identity choice). */
export const CACHED_MODAL_PREFIX = 'mall.modal.';
/** localStorage prefix of the compare caches. */
export const COMPARE_CACHE_PREFIX = 'mall.compare.';
/** localStorage prefix of the saved region per user (province, city, county, town). */
export const REGION_STORAGE_PREFIX = 'mall.region.';
/** localStorage key of one user's saved delivery region. */
export const regionStorageKey = (userId: number | string): string => `${REGION_STORAGE_PREFIX}${userId}`;
/** Cookie holding the saved region ids sent to `prepare` as regionIdList. */
export const REGION_COOKIE = 'mall_region_ids';
/** localStorage key of the saved purchase unit. */
export const PURCHASE_UNIT_KEY = 'mall.purchase-unit';
/** sessionStorage key of the error state /pub/forbidden shows. */
export const FORBIDDEN_STATE_KEY = 'mall.forbidden';
/** sessionStorage key of the 501 body /exception/501 shows. */
export const EXCEPTION_501_KEY = 'mall.exception.501';
