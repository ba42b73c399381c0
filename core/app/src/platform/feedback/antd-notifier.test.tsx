import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { AntdNotifierImpl } from './antd-notifier';
import { FeedbackBridge } from './feedback-bridge';

function mountBridge(notifier: AntdNotifierImpl) {
  return render(
    <App>
      <FeedbackBridge sink={notifier} />
    </App>,
  );
}

describe('AntdNotifierImpl with FeedbackBridge', () => {
  it('queues what is shown before the bridge mounts and shows it once it does', async () => {
    const notifier = new AntdNotifierImpl();
    notifier.notify('error', 'network request error');
    expect(screen.queryByText('network request error')).not.toBeInTheDocument();
    mountBridge(notifier);
    expect(await screen.findByText('network request error')).toBeInTheDocument();
  });

  it('shows the same notice once while it is open, a different one beside it', async () => {
    const notifier = new AntdNotifierImpl();
    mountBridge(notifier);
    act(() => notifier.notify('error', '请填写必填项'));
    act(() => notifier.notify('error', '请填写必填项'));
    act(() => notifier.notify('error', 'network request error'));
    expect(await screen.findByText('network request error')).toBeInTheDocument();
    expect(screen.getAllByText('请填写必填项')).toHaveLength(1);
  });

  it('shows the warning dialog with its title and text', async () => {
    const notifier = new AntdNotifierImpl();
    mountBridge(notifier);
    act(() => notifier.warningDialog('Friendly reminder', 'stock is low'));
    expect((await screen.findAllByText('Friendly reminder'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('stock is low')[0]).toBeInTheDocument();
  });

  it('runs the busy callback when the dialog is confirmed', async () => {
    const notifier = new AntdNotifierImpl();
    mountBridge(notifier);
    const onOk = vi.fn();
    act(() => notifier.busyDialog('Access is limited, system busy, please retry later', onOk));
    expect((await screen.findAllByText('Access is limited, system busy, please retry later'))[0]).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /ok/i })[0]!);
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('resolves confirm with the choice', async () => {
    const notifier = new AntdNotifierImpl();
    mountBridge(notifier);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = notifier.confirm('tips', 'Delete the line?');
    });
    await screen.findAllByText('Delete the line?');
    await userEvent.click(screen.getAllByRole('button', { name: /cancel/i })[0]!);
    await expect(answer).resolves.toBe(false);
  });

  it('queues again after the bridge unmounts', async () => {
    const notifier = new AntdNotifierImpl();
    const { unmount } = mountBridge(notifier);
    unmount();
    notifier.notify('info', 'later');
    mountBridge(notifier);
    expect(await screen.findByText('later')).toBeInTheDocument();
  });
});
