/**
 * Spec 1 section 4: 'Rows may be flagged 'again' or selected when coming back'. Reading: the cart
 * lines a buy-again (an order's, a request's) put into the cart are flagged 'again' for the
 * browser tab's session, and are chosen when the buyer next opens the cart. Kept per
 * organisation and user, like the cart's remembered selection; the shell writes it (the buy-again
 * button lives here), the cart reads it.
 */
const flaggedKey = (organizationId: number, userId: number) => `mall.cart.again.${organizationId}.${userId}`;
const pendingKey = (organizationId: number, userId: number) => `mall.cart.again-pending.${organizationId}.${userId}`;

function readIds(key: string): number[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function writeIds(key: string, ids: Iterable<number>): void {
  sessionStorage.setItem(key, JSON.stringify([...new Set(ids)]));
}

/** Flags `cartIds` as bought again and asks the cart to choose them when it next opens. */
export function markBoughtAgain(organizationId: number, userId: number, cartIds: readonly number[]): void {
  if (cartIds.length === 0) return;
  writeIds(flaggedKey(organizationId, userId), [...readIds(flaggedKey(organizationId, userId)), ...cartIds]);
  writeIds(pendingKey(organizationId, userId), [...readIds(pendingKey(organizationId, userId)), ...cartIds]);
}

// Rows ask on every render; the set is rebuilt only when the stored text changes.
let cached: { key: string; raw: string | null; ids: ReadonlySet<number> } | undefined;

/** The cart lines flagged 'again' in this tab session. */
export function boughtAgainIds(organizationId: number, userId: number): ReadonlySet<number> {
  const key = flaggedKey(organizationId, userId);
  const raw = sessionStorage.getItem(key);
  if (cached?.key !== key || cached.raw !== raw) cached = { key, raw, ids: new Set(readIds(key)) };
  return cached.ids;
}

/** The lines bought again since the cart last opened, once: reading them clears them. */
export function takePendingAgain(organizationId: number, userId: number): number[] {
  const key = pendingKey(organizationId, userId);
  const ids = readIds(key);
  sessionStorage.removeItem(key);
  return ids;
}
