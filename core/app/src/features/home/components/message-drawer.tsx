import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Drawer, Empty, List, Pagination, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { HomeServiceToken } from '../home-service';
import type { UserMessage } from '../home-types';

/** Messages per page of the drawer. */
const PAGE_SIZE = 10;

export interface MessageDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The unread count the bell shows (the "read all" button is off at 0). */
  readonly count: number;
}

/**
 * The bell's drawer (spec 1 section 7 "Messages"): the user's messages, where one is marked read,
 * all are, or one is deleted. Its own chunk, fetched on the first opening (List, Drawer,
 * Popconfirm and Pagination stay out of the home page's first load).
 */
export function MessageDrawer({ open, onClose, count }: MessageDrawerProps) {
  const { t } = useTranslation();
  const api = useService(HomeServiceToken);
  const queries = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(0);
  const list = useQuery({ queryKey: ['messages', 'list', page], queryFn: ({ signal }) => api.messages(page, PAGE_SIZE, signal), enabled: open });
  const listUnread = list.data?.unreadCount;
  // The list's own unread count is the freshest: the bell shows it.
  useEffect(() => {
    if (listUnread !== undefined) queries.setQueryData(['messages', 'unread'], listUnread);
  }, [listUnread, queries]);

  const refresh = async (unreadCount: number) => {
    queries.setQueryData(['messages', 'unread'], unreadCount);
    await queries.invalidateQueries({ queryKey: ['messages', 'list'] });
  };
  const act = async (run: () => Promise<number>, done?: string) => {
    try {
      await refresh(await run());
      if (done) void message.success(done);
    } catch {
      // the client showed the error; the list is unchanged
    }
  };

  return (
      <Drawer
        title={t('home.messages.title')}
        open={open}
        onClose={onClose}
        size={420}
        extra={
          <Button size="small" disabled={count === 0} onClick={() => void act(() => api.markRead('all'))}>
            {t('home.messages.read-all')}
          </Button>
        }
      >
        <List<UserMessage>
          loading={list.isLoading}
          dataSource={list.data?.content ?? []}
          locale={{ emptyText: <Empty description={t('home.messages.empty')} /> }}
          rowKey="messageId"
          renderItem={(m) => (
            <List.Item
              data-message-id={m.messageId}
              actions={[
                m.readFlag === 0 ? (
                  <Button key="read" type="link" size="small" onClick={() => void act(() => api.markRead([m.messageId]))}>
                    {t('home.messages.read')}
                  </Button>
                ) : null,
                <Popconfirm key="delete" title={t('home.messages.delete-confirm')} okText={t('home.messages.delete')} cancelText={t('home.messages.cancel')} onConfirm={() => act(() => api.deleteMessages([m.messageId]), t('home.messages.deleted'))}>
                  <Button type="link" size="small" danger aria-label={`${t('home.messages.delete')} ${m.title}`}>
                    {t('home.messages.delete')}
                  </Button>
                </Popconfirm>,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <Space size={6}>
                    {m.readFlag === 0 ? <Badge status="processing" aria-label={t('home.messages.unread')} /> : null}
                    <Typography.Text strong={m.readFlag === 0}>{m.title}</Typography.Text>
                    <Tag bordered={false}>{t(`home.messages.type.${m.messageType}`)}</Tag>
                  </Space>
                }
                description={
                  <Space orientation="vertical" size={2}>
                    <Typography.Text type={m.readFlag === 0 ? undefined : 'secondary'}>{m.content}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {m.creationDate}
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
        {(list.data?.totalElements ?? 0) > PAGE_SIZE ? (
          <Pagination size="small" current={page + 1} pageSize={PAGE_SIZE} total={list.data?.totalElements ?? 0} onChange={(p) => setPage(p - 1)} style={{ marginTop: 12 }} />
        ) : null}
      </Drawer>
  );
}
