import { multiLanguageLimit } from '@mall/domain';
import type { MultiLanguageModalProps } from '@mall/sdk';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { MultiLanguageServiceToken } from '../multi-language-service';

/**
 * The multi-language edit modal (spec 2): the tenant's languages, asked once per session, and
 * one text per language, at most 60 characters in Chinese and 120 in others. With a record token
 * the kept texts are shown and OK keeps the new ones before handing them back.
 */
export function MultiLanguageModal({ open, fieldName, recordToken, titleKey, initialValues, onOk, onCancel }: MultiLanguageModalProps) {
  const { t } = useTranslation();
  const service = useService(MultiLanguageServiceToken);
  // The languages of a tenant do not change while a buyer works: loaded once.
  const languages = useQuery({ queryKey: ['tenant-languages/list'], queryFn: ({ signal }) => service.languages(signal), staleTime: Infinity, enabled: open });
  const kept = useQuery({
    queryKey: ['multi-language', fieldName, recordToken],
    queryFn: ({ signal }) => service.texts(fieldName, recordToken!, signal),
    enabled: open && recordToken !== undefined,
  });
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    const fromServer = Object.fromEntries((kept.data ?? []).map((text) => [text.code, text.value]));
    setValues({ ...fromServer, ...initialValues });
  }, [open, kept.data, initialValues]);

  const errorOf = (code: string, name: string) => {
    const max = multiLanguageLimit(code);
    return [...(values[code] ?? '')].length > max ? t('multi-language.too-long', { language: name, max }) : undefined;
  };
  const list = languages.data ?? [];
  const invalid = list.some((l) => errorOf(l.code, l.name) !== undefined);

  const confirm = async () => {
    if (invalid) return;
    const texts = Object.fromEntries(list.map((l) => [l.code, (values[l.code] ?? '').trim()]));
    if (recordToken !== undefined) {
      setSaving(true);
      try {
        await service.save(fieldName, recordToken, texts);
      } catch {
        return; // the HTTP client has said why; the texts stay for another try
      } finally {
        setSaving(false);
      }
    }
    onOk(texts);
  };

  return (
    <Modal
      open={open}
      title={t(titleKey ?? 'multi-language.title')}
      okText={t('multi-language.ok')}
      cancelText={t('multi-language.cancel')}
      okButtonProps={{ disabled: invalid || list.length === 0, loading: saving }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {languages.data === undefined ? (
        <Spin description={t('multi-language.loading')} />
      ) : (
        <Form layout="vertical" component="div">
          {list.map((language) => {
            const error = errorOf(language.code, language.name);
            return (
              <Form.Item key={language.code} label={language.name} htmlFor={`ml-${fieldName}-${language.code}`} validateStatus={error ? 'error' : undefined} help={error}>
                <Input
                  id={`ml-${fieldName}-${language.code}`}
                  value={values[language.code] ?? ''}
                  count={{ show: true, max: multiLanguageLimit(language.code) }}
                  onChange={(e) => setValues((now) => ({ ...now, [language.code]: e.target.value }))}
                />
              </Form.Item>
            );
          })}
        </Form>
      )}
    </Modal>
  );
}
