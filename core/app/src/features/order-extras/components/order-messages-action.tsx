import type { OrderActionProps } from '@mall/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { RecordButton, RecordState } from '../../my-orders';
import { OrderExtrasServiceToken } from '../order-extras-service';

/** Spec 2 does not give the limit; the server stores at most 500 characters. */
const MESSAGE_MAX = 500;

function Messages({ poHeaderId }: { poHeaderId: number }) {
  const { t } = useTranslation();
  const api = useService(OrderExtrasServiceToken);
  const queries = useQueryClient();
  const key = ['order-extras', 'messages', poHeaderId];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => api.messages(poHeaderId, signal) });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await api.addMessage(poHeaderId, text);
      setText('');
      await queries.invalidateQueries({ queryKey: key });
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      <RecordState
        data={list.data}
        error={list.error}
        render={(rows) => (
          <List
            size="small"
            dataSource={rows}
            renderItem={(m) => (
              <List.Item key={m.messageId}>
                <List.Item.Meta title={`${m.authorName} · ${m.creationDate}`} description={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Typography.Text>} />
              </List.Item>
            )}
          />
        )}
      />
      <Input.TextArea aria-label={t('order-extras.messages.input')} placeholder={t('order-extras.messages.input')} value={text} maxLength={MESSAGE_MAX} showCount rows={3} onChange={(e) => setText(e.target.value)} />
      <Flex justify="flex-end">
        <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
          {t('order-extras.messages.send')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** 'messages': the notes exchanged on the order (po-messages), and a new one. */
export function OrderMessagesAction({ order }: OrderActionProps) {
  const { t } = useTranslation();
  return (
    <RecordButton label={t('order-extras.messages.action')} title={t('order-extras.messages.title', { orderCode: order.orderCode })}>
      {() => <Messages poHeaderId={order.poHeaderId} />}
    </RecordButton>
  );
}
