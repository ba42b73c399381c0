import type { MenuProps } from 'antd';
import { cloneElement, lazy, Suspense, useRef, type MouseEvent, type ReactElement, type Ref } from 'react';
import { useLater } from './later';

const MenuDropdown = lazy(() => import('./menu-dropdown'));

export interface LaterMenuProps {
  readonly menu: MenuProps;
  /** The button the menu opens under (antd's Button, which passes its ref to the element). */
  readonly children: ReactElement<{ ref?: Ref<HTMLElement>; onClick?: (e: MouseEvent<HTMLElement>) => void; onPointerEnter?: () => void; onFocus?: () => void }>;
}

/**
 * A top-bar button with a click menu whose code comes later (useLater): 3 s after the start, or
 * as soon as the buyer points at the button or tabs to it. A click before it has come opens the
 * menu when it comes; the button keeps the focus across the swap.
 */
export function LaterMenu({ menu, children }: LaterMenuProps) {
  const [due, bringForward] = useLater();
  const button = useRef<HTMLElement>(null);
  const clicked = useRef(false);
  const own = children.props;
  const plain = cloneElement(children, {
    ref: button,
    onPointerEnter: () => {
      bringForward();
      own.onPointerEnter?.();
    },
    onFocus: () => {
      bringForward();
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
