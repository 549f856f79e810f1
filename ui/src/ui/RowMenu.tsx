/**
 * The actions of one row of a list in one menu (design system, docs/design-system.md): a button
 * "Aktionen ▾" named with the row ("Aktionen RE-2026-0001") that opens the menu (./ActionMenu:
 * its code loads on first use; arrow keys, Enter, Escape). A row carries at most one main button
 * beside it (a draft's "Bearbeiten"); everything else goes here, deleting last and in red, asking
 * first.
 */
import { Button } from '@chakra-ui/react';
import { useT } from '../forms/Screen';
import { ActionMenu, type ActionMenuItem } from './ActionMenu';

export type RowMenuItem = ActionMenuItem;

export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ActionMenu
      items={items}
      trigger={
        <Button size="xs" variant="outline" aria-label={`${t('list.col.actions')} ${label}`}>
          {t('list.col.actions')} <span aria-hidden="true">▾</span>
        </Button>
      }
    />
  );
}
