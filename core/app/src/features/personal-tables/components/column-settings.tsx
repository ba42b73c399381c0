import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import type { PersonalColumn } from '@mall/sdk';
import { App, Button, Checkbox, Flex, InputNumber, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullLayout } from '../apply-layout';
import type { PersonalColumnLayout, PersonalTableLayout, PersonalTableService } from '../personal-table-service';

/** The text a column is named by in the settings: its title when that is text, else its key. */
function nameOf(column: PersonalColumn | undefined, key: string): string {
  const title = column?.title;
  return typeof title === 'string' || typeof title === 'number' ? String(title) : key;
}

interface Props {
  readonly code: string;
  readonly columns: readonly PersonalColumn[];
  readonly layout: PersonalTableLayout | null | undefined;
  readonly service: PersonalTableService;
}

/** The "Columns" control: show or hide, reorder and size each column; Save keeps it for the buyer. */
export function ColumnSettings({ code, columns, layout, service }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PersonalColumnLayout[]>([]);
  const [saving, setSaving] = useState(false);
  const byKey = new Map(columns.map((c) => [String(c.key), c]));
  const change = (index: number, patch: Partial<PersonalColumnLayout>) => setDraft((now) => now.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const move = (index: number, by: -1 | 1) =>
    setDraft((now) => {
      const next = [...now];
      const [taken] = next.splice(index, 1);
      next.splice(index + by, 0, taken!);
      return next;
    });
  const save = async (next: PersonalTableLayout) => {
    setSaving(true);
    try {
      await service.save(code, next);
      void message.success(t('personal-tables.saved'));
      setOpen(false);
    } catch {
      // the HTTP client has said why; the draft stays for another try
    } finally {
      setSaving(false);
    }
  };

  const content = (
    <Flex vertical gap={6} style={{ minWidth: 320 }}>
      {draft.map((entry, index) => {
        const name = nameOf(byKey.get(entry.key), entry.key);
        return (
          <Flex key={entry.key} align="center" gap={6}>
            <Checkbox aria-label={t('personal-tables.visible', { column: name })} checked={!entry.hidden} onChange={(e) => change(index, { hidden: !e.target.checked })} />
            <Typography.Text style={{ flex: 1 }} ellipsis>
              {name}
            </Typography.Text>
            <InputNumber size="small" min={40} max={800} style={{ width: 80 }} aria-label={t('personal-tables.width', { column: name })} value={entry.width} onChange={(v) => change(index, { width: v ?? undefined })} />
            <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('personal-tables.up', { column: name })} disabled={index === 0} onClick={() => move(index, -1)} />
            <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('personal-tables.down', { column: name })} disabled={index === draft.length - 1} onClick={() => move(index, 1)} />
          </Flex>
        );
      })}
      <Flex justify="flex-end" gap={8}>
        <Button size="small" disabled={saving} onClick={() => void save(fullLayout(columns, null))}>
          {t('personal-tables.reset')}
        </Button>
        <Button size="small" type="primary" loading={saving} onClick={() => void save({ columns: draft })}>
          {t('personal-tables.save')}
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Popover
      open={open}
      trigger="click"
      title={t('personal-tables.title')}
      content={content}
      onOpenChange={(next) => {
        if (next) setDraft([...fullLayout(columns, layout).columns]);
        setOpen(next);
      }}
    >
      <Button size="small" icon={<SettingOutlined />}>
        {t('personal-tables.settings')}
      </Button>
    </Popover>
  );
}
