import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATER_MS } from '../../shell/later';
import { App, Button, ConfigProvider } from 'antd';
import { AntdNotifierImpl, type FeedbackSink } from './antd-notifier';
import { FeedbackApp } from './feedback-app';

function Consumer() {
  const { message, modal } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.success('saved to favourites')}>toast</Button>
      <Button onClick={() => void modal.confirm({ title: 'Delete this line?', okText: 'Delete' })}>ask</Button>
    </>
  );
}

describe('FeedbackApp', () => {
  it("gives App.useApp() consumers antd's message and modal, loaded in their own chunk, and hands them to the Notifier", async () => {
    const notifier = new AntdNotifierImpl();
    // A notice before the chunk arrives is queued, as before the bridge mounted.
    notifier.notify('error', 'the session could not start');
    const { container } = render(
      <ConfigProvider>
        <FeedbackApp messageConfig={{ duration: 2.5 }} sink={notifier}>
          <Consumer />
        </FeedbackApp>
      </ConfigProvider>,
    );
    // antd's App element with its class (its base font and colour style).
    expect(container.querySelector('.ant-app')).not.toBeNull();
    // A call made before the chunk arrives is replayed once it has.
    act(() => screen.getByText('toast').click());
    expect(await screen.findByText('saved to favourites', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('the session could not start')).toBeInTheDocument();
    act(() => screen.getByText('ask').click());
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete this line?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument());
  });

  afterEach(() => vi.useRealTimers());

  const renderPage = (sink: FeedbackSink) =>
    render(
      <ConfigProvider>
        <FeedbackApp messageConfig={{ duration: 2.5 }} sink={sink}>
          <span>page</span>
        </FeedbackApp>
      </ConfigProvider>,
    );

  it('fetches the hooks once the first page has had the network, not beside it', async () => {
    vi.useFakeTimers();
    const attach = vi.fn(() => () => undefined);
    const sink: FeedbackSink = { attach, onWanted: () => () => undefined };
    renderPage(sink);
    await act(() => vi.advanceTimersByTimeAsync(LATER_MS - 1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(attach).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(attach).toHaveBeenCalled(), { timeout: 5000 });
  });

  it('fetches them at once for a notice the Notifier holds', async () => {
    vi.useFakeTimers();
    const notifier = new AntdNotifierImpl();
    renderPage(notifier);
    act(() => notifier.notify('error', 'the cart could not be read'));
    vi.useRealTimers();
    // Well before LATER_MS: the timers stood still.
    expect(await screen.findByText('the cart could not be read', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
