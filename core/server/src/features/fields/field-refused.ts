import type { MessageRef } from '@mall/sdk/server';
import { ApiError, type FailedAnswer } from '../../http/api-error';
import { translate, type Language } from '../../http/messages';

/** A refused field answers the failed body plus the field's name and the row it is in. */
export interface FieldRefusedAnswer extends FailedAnswer {
  field: string;
  row?: number;
}

/**
 * 422 for a value the field schema refuses: `code` is the very message key the browser shows
 * for it, with the field's label translated first (the SDK's messages carry the label's key),
 * as the browser's `translateFieldMessage` does.
 */
export class FieldRefused extends ApiError {
  constructor(
    readonly field: string,
    message: MessageRef,
    readonly row?: number,
  ) {
    super(422, message.key, { ...message.params });
  }

  override toAnswer(language: Language): FieldRefusedAnswer {
    const params = { ...this.params };
    if (typeof params.label === 'string') params.label = translate(params.label, language);
    return {
      failed: true,
      type: this.type,
      code: this.code,
      message: translate(this.code, language, params),
      field: this.field,
      ...(this.row === undefined ? {} : { row: this.row }),
    };
  }
}
