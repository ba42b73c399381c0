import { useQuery } from '@tanstack/react-query';
import { useMallRuntime } from '../../shell/mall-runtime';
import { useService } from '../../shell/services-context';
import { AccountServiceToken } from './account-service';

/** Query keys the account screens share, so accepting or finishing refreshes every reader. */
export const userStatusKey = ['account', 'user-status'] as const;

/** The signed-in user's status for MALL-PC (privacy term read, survey finished), read once and shared. */
export function useUserStatus() {
  const { session } = useMallRuntime();
  const api = useService(AccountServiceToken);
  const user = session.user;
  return useQuery({ queryKey: userStatusKey, queryFn: ({ signal }) => api.status(signal), enabled: user !== undefined });
}

/**
 * True while the buyer has yet to accept the privacy term, or its status is still being read:
 * other entry dialogs (the buying identity) wait, so the buyer meets one modal at a time. A
 * failed read counts as accepted, as the privacy dialog leaves the mall usable then too.
 */
export function usePrivacyTermPending(): boolean {
  const { session } = useMallRuntime();
  const status = useUserStatus();
  return session.user !== undefined && (status.isPending || status.data?.readPrivacyFlag === 0);
}
