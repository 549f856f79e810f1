/**
 * A menu button (the rows' "Aktionen", the user menu, the narrow navigation) whose menu code loads
 * on first use (issue 28, first load): until then the trigger is a plain button marked as opening
 * a menu; pointing at it or focusing it starts loading the menu, a click (or Enter, Space) opens
 * it once loaded. From then on it is Chakra's menu (./MenuView.tsx): arrow keys, Enter, Escape.
 */
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useState } from 'react';

export interface ActionMenuItem {
  value: string;
  label: ReactNode;
  run: () => void;
  /** shown in the error colour (delete) */
  danger?: boolean;
  /** shown in bold (the current screen in the navigation) */
  current?: boolean;
}

export interface ActionMenuProps {
  /** the trigger button */
  trigger: ReactElement<Record<string, unknown>>;
  items: ActionMenuItem[];
  /** the menu's accessible name */
  label?: string;
}

const loadMenu = () => import('./MenuView');
type MenuModule = Awaited<ReturnType<typeof loadMenu>>;

export function ActionMenu(props: ActionMenuProps) {
  const [menu, setMenu] = useState<{ module: MenuModule; byKeyboard: boolean }>();
  if (menu) return <menu.module.MenuView {...props} byKeyboard={menu.byKeyboard} />;
  const prefetch = () => void loadMenu().catch(() => undefined);
  return cloneElement(props.trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    // a click from Enter or Space has no click count: the menu then opens as from the keyboard
    onClick: (event: MouseEvent) => {
      const byKeyboard = event.detail === 0;
      void loadMenu().then((module) => setMenu({ module, byKeyboard }));
    },
  });
}
