import { AttachmentListToken, useMallService, type FieldSchema } from '@mall/sdk';

const MB = 1024 * 1024;

export interface UploadFieldProps {
  readonly field: FieldSchema;
  readonly disabled: boolean;
  readonly value?: unknown;
  /** Gets the attachment UUID once the first file is stored: the field's value. */
  readonly onChange?: (value: unknown) => void;
}

/**
 * An `upload` field: the attachment list, its files kept under one attachment UUID that is the
 * field's value. `maxFileSize` is checked before sending; the server applies the same field's
 * limit from the tenant's field schema (usage 'field:<name>'), whatever the browser sent.
 */
export function UploadField({ field, disabled, value, onChange }: UploadFieldProps) {
  const AttachmentList = useMallService(AttachmentListToken);
  return (
    <AttachmentList
      attachmentUuid={typeof value === 'string' && value ? value : undefined}
      readOnly={disabled}
      maxFileSizeMb={field.maxFileSize ? field.maxFileSize / MB : undefined}
      usage={`field:${field.name}`}
      onChange={(uuid) => {
        if (uuid !== value) onChange?.(uuid);
      }}
    />
  );
}
