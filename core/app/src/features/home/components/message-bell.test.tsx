import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { MessageBell } from './message-bell';

vi.setConfig({ testTimeout: 60_000 });

const BASE = '/hmsg/v1/11/messages/user';
const message = (messageId: number, readFlag: 0 | 1, title: string) => ({ messageId, messageType: 'ORDER', title, content: `${title} text`, readFlag, creationDate: '2026-11-24 09:00:00' });

it('shows the unread count, marks one message read and deletes another, and the bell follows the server', async () => {
  let messages = [message(1, 0, 'Order shipped'), message(2, 0, 'Request rejected'), message(3, 1, 'Welcome')];
  const unread = () => messages.filter((m) => m.readFlag === 0).length;
  const { fake } = renderWithMall(<MessageBell />, {
    script: (f) => {
      f.on(`GET ${BASE}/count`, () => ({ json: { unreadCount: unread() } }));
      f.on(`GET ${BASE}`, () => ({ json: { content: messages, totalElements: messages.length, number: 0, size: 10, unreadCount: unread() } }));
      f.on(`POST ${BASE}/read-flag`, (call) => {
        const ids = (call.body as { messageIds: number[] }).messageIds;
        messages = messages.map((m) => (ids.includes(m.messageId) ? { ...m, readFlag: 1 as const } : m));
        return { json: { unreadCount: unread() } };
      });
      f.on(`DELETE ${BASE}`, (call) => {
        const ids = call.body as number[];
        messages = messages.filter((m) => !ids.includes(m.messageId));
        return { json: { deleted: ids.length, unreadCount: unread() } };
      });
    },
  });
  const bell = await screen.findByRole('button', { name: 'Messages, 2 unread' });
  fireEvent.click(bell);
  const shipped = (await screen.findByText('Order shipped')).closest('[data-message-id]') as HTMLElement;
  fireEvent.click(within(shipped).getByRole('button', { name: 'Mark as read' }));
  await screen.findByRole('button', { name: 'Messages, 1 unread' });
  expect(fake.callsTo(`${BASE}/read-flag`)[0]!.body).toEqual({ messageIds: [1] });
  // A read message offers no 'Mark as read' any more.
  await waitFor(() => expect(within(screen.getByText('Order shipped').closest('[data-message-id]') as HTMLElement).queryByRole('button', { name: 'Mark as read' })).toBeNull());

  const rejected = screen.getByText('Request rejected').closest('[data-message-id]') as HTMLElement;
  fireEvent.click(within(rejected).getByRole('button', { name: 'Delete Request rejected' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Request rejected')).toBeNull());
  expect(fake.callsTo(BASE).find((c) => c.method === 'DELETE')!.body).toEqual([2]);
  await screen.findByRole('button', { name: 'Messages, 0 unread' });
});
