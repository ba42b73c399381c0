import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import { LATER_MS } from './later';
import { LaterMenu } from './later-menu';

const chosen = vi.fn();

function LanguageMenu() {
  return (
    <LaterMenu menu={{ items: [{ key: 'en_US', label: 'English' }], onClick: ({ key }) => chosen(key) }}>
      <Button>Language</Button>
    </LaterMenu>
  );
}

/** Dropdown marks the button it opens under: the menu's code has come. */
const menuCame = () => waitFor(() => expect(screen.getByRole('button', { name: 'Language' })).toHaveClass('ant-dropdown-trigger'), { timeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
  chosen.mockReset();
});

it('opens the menu a buyer clicked before its code came, and the choice is made', async () => {
  render(<LanguageMenu />);
  expect(screen.getByRole('button', { name: 'Language' })).not.toHaveClass('ant-dropdown-trigger');
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }, { timeout: 5000 }));
  expect(chosen).toHaveBeenCalledWith('en_US');
});

it("does not lose a click whose press is held while the menu's code comes", async () => {
  render(<LanguageMenu />);
  const user = userEvent.setup();
  // Released where it was pressed, as a browser does: a button swapped out in between gets no click.
  const pressedOn = screen.getByRole('button', { name: 'Language' });
  await user.hover(pressedOn);
  await user.pointer({ keys: '[MouseLeft>]', target: pressedOn });
  // Time for the code pointing fetched to come.
  await new Promise((next) => setTimeout(next, 500));
  await user.pointer({ keys: '[/MouseLeft]', target: pressedOn });
  expect(await screen.findByRole('menuitem', { name: 'English' }, { timeout: 5000 })).toBeInTheDocument();
});

it('keeps the focus of a buyer who tabbed to the button, without opening the menu, and Enter opens it', async () => {
  render(<LanguageMenu />);
  await userEvent.tab();
  await menuCame();
  const button = screen.getByRole('button', { name: 'Language' });
  expect(document.activeElement).toBe(button);
  expect(screen.queryByRole('menuitem')).toBeNull();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
});

it('fetches the menu by itself once the first page has had the network, not beside it', async () => {
  // Only the page's timers stand still; the import of the menu's code would have time to come.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(<LanguageMenu />);
  await act(() => vi.advanceTimersByTimeAsync(LATER_MS - 1));
  await act(async () => {
    for (const until = Date.now() + 500; Date.now() < until; ) await new Promise((next) => setImmediate(next));
  });
  expect(screen.getByRole('button', { name: 'Language' })).not.toHaveClass('ant-dropdown-trigger');
  await act(() => vi.advanceTimersByTimeAsync(1));
  vi.useRealTimers();
  await menuCame();
  expect(screen.queryByRole('menuitem')).toBeNull();
});
