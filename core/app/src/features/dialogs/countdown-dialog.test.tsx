import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMall } from '../../test-support/render-with-mall';
import { CountdownDialog } from './countdown-dialog';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.useRealTimers());

describe('countdown dialog', () => {
  it('counts the seconds down, closes itself and then runs the callback once', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    renderWithMall(<CountdownDialog open seconds={3} message="Application submitted" onDone={onDone} />);
    expect(screen.getByText('Application submitted')).toBeInTheDocument();
    expect(screen.getByText('This window closes in 3 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('This window closes in 2 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('closing it by hand runs the callback at once, and the countdown no longer fires it', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    renderWithMall(<CountdownDialog open seconds={5} message="Saved" onDone={onDone} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('its OK button closes it too', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    renderWithMall(<CountdownDialog open seconds={5} message="Saved" onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
