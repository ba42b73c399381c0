import { act, screen } from '@testing-library/react';
import { App } from 'antd';
import { useEffect } from 'react';
import { renderWithMall } from '../../test-support/render-with-mall';

function Toast() {
  const { message } = App.useApp();
  useEffect(() => void message.success('successfully added to favourites'), [message]);
  return null;
}

// Spec 1 section 9: 'notifications bottom-right or top, 2.5 s (success toast 2.5 s)'; antd's default is 3 s.
it('a success toast closes after 2.5 s', async () => {
  vi.useFakeTimers();
  try {
    renderWithMall(<Toast />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(screen.getByText('successfully added to favourites')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(2300)));
    expect(screen.getByText('successfully added to favourites')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(screen.queryByText('successfully added to favourites')).not.toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});
