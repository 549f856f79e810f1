/**
 * The Chakra menu behind `ActionMenu` (./ActionMenu.tsx): loaded on the first use of a menu, with
 * Chakra's menu machine and its positioning. It opens once mounted, as the click that loaded it
 * asked, by clicking its own trigger (focus first, so that focus returns there on close).
 */
import { Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ActionMenuProps } from './ActionMenu';

export function MenuView({ trigger, items, label }: ActionMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.click();
  }, []);
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
