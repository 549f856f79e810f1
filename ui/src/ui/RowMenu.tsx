/**
 * The actions of one row of a list in one menu (design system, docs/design-system.md): a button
 * "Aktionen ▾" named with the row ("Aktionen RE-2026-0001") that opens a Chakra menu (arrow keys,
 * Enter, Escape). A row carries at most one main button beside it (a draft's "Bearbeiten");
 * everything else goes here, deleting last and in red, asking first.
 */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useT } from '../forms/Screen';

export interface RowMenuItem {
  value: string;
  label: string;
  run: () => void;
  /** deleting and the like: red, last */
  danger?: boolean;
}

export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={`${t('list.col.actions')} ${label}`}>
          {t('list.col.actions')} <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                onSelect={item.run}
                color={item.danger ? 'fg.error' : undefined}
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
