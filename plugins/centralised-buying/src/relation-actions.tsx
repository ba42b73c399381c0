import { HttpClientToken, NotificationsToken, msg, useMallNavigation, useMallService, useMessage, type CartFooterSlotProps } from '@mall/sdk';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { actionAllowed, demanderView, fieldsOf, isGroupBuying, RELATION_ACTIONS, relationPath, type RelationAction } from './centralised-status';

// The cart holds the buyer's own lines, and rejecting is the approver's decision on other
// demanders' lines (the server refuses it to a demander, and to an approver on their own line),
// so the cart offers only the demander's actions.
const ACTIONS = (Object.keys(RELATION_ACTIONS) as RelationAction[]).filter((action) => action !== 'reject');

/**
 * The demander's centralised relation actions over the selected group-buying lines (spec 3
 * section 4: submit, cancel, delete; reject is the approver's) with each line's status as the demander sees it (APPROVEING
 * as SUBMITTED, REJECTED as RETURNED). A button acts on the selected lines whose status allows it; the cart then
 * loads anew with the statuses the server answered.
 */
export function RelationActions({ selected }: CartFooterSlotProps) {
  const t = useMessage();
  const http = useMallService(HttpClientToken);
  const notices = useMallService(NotificationsToken);
  const navigation = useMallNavigation();
  const [busy, setBusy] = useState<RelationAction>();
  const lines = selected.filter(isGroupBuying);
  if (lines.length === 0) return null;

  const run = async (action: RelationAction) => {
    const allowed = lines.filter((l) => actionAllowed(action, fieldsOf(l).centralizedStatus));
    if (allowed.length === 0) return notices.notify('warning', msg('centralised-buying.none-allowed'));
    if (action === 'delete' && !(await notices.confirm(msg('centralised-buying.action.delete'), msg('centralised-buying.delete-confirm', { count: allowed.length })))) return;
    setBusy(action);
    try {
      await http.request('POST', relationPath(action), { body: { cartIds: allowed.map((l) => l.cartId) } });
      notices.notify('success', msg('centralised-buying.action.done', { count: allowed.length }));
      navigation.go('/refresh', { to: '/cart' });
    } catch {
      // The HTTP client has shown the server's refusal; the lines stay as they were.
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Flex gap={8} align="center" wrap data-testid="centralised-actions">
      <Typography.Text strong>{t('centralised-buying.title')}</Typography.Text>
      <Space size={4} wrap>
        {lines.map((line) => {
          const status = demanderView(line).centralizedStatus ?? 'NEW';
          return (
            <Tag key={line.cartId} color={status === 'RETURNED' || status === 'REJECTED' ? 'red' : status === 'NEW' ? 'default' : 'blue'}>
              {line.productName}: {t(`centralised-buying.status.${status}`)}
            </Tag>
          );
        })}
      </Space>
      {ACTIONS.map((action) => (
        <Button
          key={action}
          size="small"
          danger={action === 'delete'}
          loading={busy === action}
          disabled={busy !== undefined || !lines.some((l) => actionAllowed(action, fieldsOf(l).centralizedStatus))}
          onClick={() => void run(action)}
        >
          {t(`centralised-buying.action.${action}`)}
        </Button>
      ))}
    </Flex>
  );
}
