/**
 * A menu button (the rows' "Aktionen", the user menu, the narrow navigation) whose menu code loads
 * on first use (issue 28, first load): until then the trigger is a plain button marked as opening
 * a menu; pointing at it or focusing it starts loading the menu, a click (or Enter, Space) opens
 * it once loaded. From then on it is Chakra's menu (./MenuView.tsx): arrow keys, Enter, Escape.
 */
import { cloneElement, type ReactElement, type ReactNode, useState } from 'react';

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
  const [menu, setMenu] = useState<MenuModule>();
  if (menu) return <menu.MenuView {...props} />;
  const prefetch = () => void loadMenu().catch(() => undefined);
  return cloneElement(props.trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => void loadMenu().then(setMenu),
  });
}
