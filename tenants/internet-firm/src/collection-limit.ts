/** The approval condition of a collection order's amount; spec 3 names the condition but not its figure. */
export const DEFAULT_COLLECTION_APPROVAL_LIMIT = 5000;

/** Collection-use (receive) goods carry receiveFlag 1 (spec 3 section 3); purchase goods 0 or none. */
export const isCollectionLine = (line: { readonly receiveFlag?: number | string }) => Number(line.receiveFlag) === 1;
