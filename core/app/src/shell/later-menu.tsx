import type { MenuProps } from 'antd';
import { cloneElement, lazy, Suspense, useRef, type MouseEvent, type ReactElement, type Ref } from 'react';
import { useLater } from './later';

const loadMenu = () => import('./menu-dropdown');
const MenuDropdown = lazy(loadMenu);

type ButtonProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onPointerUp?: () => void;
  onFocus?: () => void;
};

export interface LaterMenuProps {
  readonly menu: MenuProps;
  /** The button the menu opens under (antd's Button, which passes its ref to the element). */
  readonly children: ReactElement<ButtonProps>;
}

/**
 * A top-bar button with a click menu whose code comes later (useLater): 3 s after the start, or
 * when the buyer clicks the button or tabs to it; pointing at it fetches the code. The button is
 * replaced by the menu's own only after a click, never between a press and its release (that
 * click would be lost), and then the menu opens at once; a button tabbed to keeps the focus.
 */
export function LaterMenu({ menu, children }: LaterMenuProps) {
  const [due, bringForward] = useLater();
  const button = useRef<HTMLElement>(null);
  const clicked = useRef(false);
  const pressed = useRef(false);
  const own = children.props;
  const plain = cloneElement(children, {
    ref: button,
    onPointerEnter: () => {
      void loadMenu().catch(() => undefined);
      own.onPointerEnter?.();
    },
    onPointerDown: () => {
      pressed.current = true;
      own.onPointerDown?.();
    },
    onPointerUp: () => {
      pressed.current = false;
      own.onPointerUp?.();
    },
    // A press focuses the button too: that focus waits for the click.
    onFocus: () => {
      if (!pressed.current) bringForward();
      own.onFocus?.();
    },
    onClick: (e: MouseEvent<HTMLElement>) => {
      clicked.current = true;
      bringForward();
      own.onClick?.(e);
    },
  });
  return (
    <Suspense fallback={plain}>
      {due ? (
        <MenuDropdown menu={menu} takeFocus={() => button.current !== null && button.current === document.activeElement} openAtOnce={() => clicked.current}>
          {children}
        </MenuDropdown>
      ) : (
        plain
      )}
    </Suspense>
  );
}
