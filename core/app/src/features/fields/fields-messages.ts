import { fieldMessagesOf } from '@mall/sdk';

// Texts of the field-schema renderer; `{label}` is the field's translated label. The SDK holds
// them so the server's refusals read the same.
export const fieldsMessagesEn: Record<string, string> = fieldMessagesOf('en_US');

export const fieldsMessagesZh: Record<string, string> = fieldMessagesOf('zh_CN');
