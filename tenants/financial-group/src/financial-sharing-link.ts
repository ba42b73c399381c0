import type { TopBarEntry } from '@mall/sdk';
import { JUMP_PATH } from './financial-calls';

/**
 * Spec 3 section 2: the top-bar quick link to the financial-sharing page appears only when the
 * jump call returns a transferUrl; no URL (or no answer) hides it.
 */
export const financialSharingLink: TopBarEntry = {
  id: 'financial-group.top-bar.financial-sharing',
  labelKey: 'financial-group.top-bar.financial-sharing',
  async resolve({ http }) {
    const answer = await http.request<{ transferUrl?: string } | undefined>('GET', JUMP_PATH, { silent: true });
    const url = answer?.transferUrl;
    return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined;
  },
};
