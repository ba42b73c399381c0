import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOpen } from '../../../shell/lazy-component';
import { useService } from '../../../shell/services-context';
import { HomeServiceToken } from '../home-service';
import type { MessageDrawerProps } from './message-drawer';

/** The bell reads the unread count again this often, so a new message shows without a reload. */
const UNREAD_POLL_MS = 60_000;

const MessageDrawer = lazyWhenOpen<MessageDrawerProps>(() => import('./message-drawer').then((m) => m.MessageDrawer));

/**
 * The message bell (spec 1 section 7 "Messages"): the unread count on the bell; the drawer
 * listing the messages is fetched on its first opening.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const api = useService(HomeServiceToken);
  const [open, setOpen] = useState(false);
  const unread = useQuery({ queryKey: ['messages', 'unread'], queryFn: ({ signal }) => api.unreadCount(signal), refetchInterval: UNREAD_POLL_MS });
  const count = unread.data ?? 0;
  const label = t('home.messages.bell', { count });

  return (
    <>
      <Button type="text" aria-label={label} title={label} onClick={() => setOpen(true)} data-unread-count={count} style={{ paddingInline: 4 }}>
        <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </Button>
      <MessageDrawer open={open} onClose={() => setOpen(false)} count={count} />
    </>
  );
}
