/**
 * The Chakra menu behind `ActionMenu` (./ActionMenu.tsx): loaded on the first use of a menu, with
 * Chakra's menu machine and its positioning. It opens once mounted, as the click that loaded it
 * asked: its trigger takes the focus (where it returns on close) and gets the click, or, when the
 * menu was asked for from the keyboard, the Enter key (which also highlights the first item).
 */
import { Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ActionMenuProps } from './ActionMenu';

export function MenuView({ trigger, items, label, byKeyboard }: ActionMenuProps & { byKeyboard: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // once, also when development's strict mode runs the effect twice
    const button = ref.current;
    if (opened.current || !button) return;
    opened.current = true;
    button.focus();
    if (byKeyboard) button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    else button.click();
  }, [byKeyboard]);
  return (
    <Menu.Root>
      <Menu.Trigger asChild ref={ref}>
        {trigger}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={label}>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                onSelect={item.run}
                color={item.danger ? 'fg.error' : undefined}
                fontWeight={item.current ? 'semibold' : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
