import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { LookupDialogToken, type LookupChoice } from '@mall/sdk';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';

export interface LookupViewInputProps {
  /** The lookup view the dialog opens. */
  readonly viewCode: string;
  readonly value?: unknown;
  /** The text shown for the value (the field's `<name>Meaning`). */
  readonly meaning?: string;
  /** The choice's value, its text and the whole record; undefined values when cleared. */
  readonly onChange?: (value: unknown, meaning: string | undefined, choice: LookupChoice | undefined) => void;
  readonly queryParams?: Readonly<Record<string, string | number>>;
  /** Message key of the dialog's title (the field's label); default the view's name. */
  readonly titleKey?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly 'aria-label'?: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A lookup field picked through the generic lookup dialog: the chosen record's text in a
 * read-only box that opens the dialog. A required lookup left empty says so (spec 2 section 5).
 */
export function LookupViewInput({ viewCode, value, meaning, onChange, queryParams, titleKey, required, disabled, id, ...rest }: LookupViewInputProps) {
  const { t } = useTranslation();
  const LookupDialog = useService(LookupDialogToken);
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = required === true && touched && isEmpty(value);
  const shown = isEmpty(value) ? '' : (meaning ?? String(value));
  return (
    <>
      <Input
        id={id}
        aria-label={rest['aria-label']}
        readOnly
        disabled={disabled}
        value={shown}
        status={missing ? 'error' : undefined}
        style={{ cursor: disabled ? undefined : 'pointer' }}
        onClick={() => !disabled && setOpen(true)}
        suffix={
          !disabled && shown !== '' ? (
            <CloseCircleFilled
              role="button"
              aria-label={t('lookups.dialog.reset')}
              style={{ color: 'rgba(0,0,0,.25)' }}
              onClick={(e) => {
                e.stopPropagation();
                setTouched(true);
                onChange?.(undefined, undefined, undefined);
              }}
            />
          ) : (
            <SearchOutlined role="button" aria-label={t('lookups.dialog.choose')} onClick={() => !disabled && setOpen(true)} />
          )
        }
      />
      {missing && <Typography.Text type="danger">{t('lookups.field.required')}</Typography.Text>}
      <LookupDialog
        open={open}
        viewCode={viewCode}
        titleKey={titleKey}
        queryParams={queryParams}
        onCancel={() => {
          setOpen(false);
          setTouched(true);
        }}
        onOk={([choice]) => {
          setOpen(false);
          setTouched(true);
          if (choice) onChange?.(choice.value, choice.meaning, choice);
        }}
      />
    </>
  );
}
