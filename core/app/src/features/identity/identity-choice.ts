import { CACHED_MODAL_PREFIX } from '../../platform/session/session-keys';

/** Per-user key of the remembered choice; under the cached-modal prefix so logout and 401 clear it. */
export const identityChoiceKey = (userId: number) => `${CACHED_MODAL_PREFIX}purchase-identity.${userId}`;

/** Whether the buyer has chosen a unit in this session (until sign-out or an expired token). */
export const hasChosenIdentity = (userId: number) => localStorage.getItem(identityChoiceKey(userId)) !== null;
