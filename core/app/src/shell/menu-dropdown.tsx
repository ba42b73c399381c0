import { Dropdown, type MenuProps } from 'antd';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';

export interface MenuDropdownProps {
  readonly menu: MenuProps;
  /** The button the menu opens under. */
  readonly children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** Asked once, as it first renders: whether the button it replaces has the focus, to take it over. */
  readonly takeFocus: () => boolean;
  /** Asked once, as it first renders: whether the buyer clicked that button, so the menu opens at once. */
  readonly openAtOnce: () => boolean;
}

/**
 * antd's Dropdown and Menu for a top-bar button, in their own chunk (later-menu.tsx): the first
 * page does not show a menu, and they were 26 kB gzip of its start.
 */
export default function MenuDropdown({ menu, children, takeFocus, openAtOnce }: MenuDropdownProps) {
  const button = useRef<HTMLElement>(null);
  // Read while the button it replaces is still in the page, before this one takes its place.
  const [focused] = useState(takeFocus);
  const [open, setOpen] = useState(openAtOnce);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  return (
    <Dropdown trigger={['click']} menu={menu} open={open} onOpenChange={setOpen}>
      {cloneElement(children, { ref: button })}
    </Dropdown>
  );
}
