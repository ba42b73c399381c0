import type { ServerMessages } from '@mall/sdk/server';
import { financialMessagesEn, financialMessagesZh } from '../financial-messages';

const KEYS = ['financial-group.balance.failed', 'financial-group.balance.short', 'financial-group.balance.no-fund'] as const;

/** The submit's balance refusal, in the browser's words (one source for both). */
export const financialServerMessages: ServerMessages = Object.fromEntries(
  KEYS.map((key) => [key, { en_US: financialMessagesEn.messages[key]!, zh_CN: financialMessagesZh.messages[key]! }]),
);
