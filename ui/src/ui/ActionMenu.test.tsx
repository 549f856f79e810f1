/**
 * Menus whose code loads on first use (ActionMenu): the trigger is announced as a menu button from
 * the start; a click opens the menu once loaded, with focus on the trigger when it closes; Enter
 * opens it with the first item highlighted, as Chakra's menu does; an item runs its action.
 */
import { Button } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/providers';
import { ActionMenu } from './ActionMenu';

function renderMenu(run = vi.fn()) {
  renderInApp(
    <ActionMenu
      label="Aktionen"
      trigger={<Button>Aktionen</Button>}
      items={[
        { value: 'copy', label: 'Kopieren', run },
        { value: 'delete', label: 'Löschen', run: vi.fn(), danger: true },
      ]}
    />,
  );
  return run;
}

describe('a menu loaded on first use', () => {
  it('is a menu button before and opens with a click; an item runs its action', async () => {
    const run = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Aktionen' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger, { detail: 1 });
    const copy = await screen.findByRole('menuitem', { name: 'Kopieren' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aktionen' }).getAttribute('aria-expanded')).toBe('true'),
    );
    // the arrow key highlights the first item, Enter chooses it
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    await waitFor(() => expect(copy.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() => expect(run).toHaveBeenCalledOnce());
  });

  it('opens from the keyboard with the first item highlighted', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Aktionen' }), { detail: 0 });
    const copy = await screen.findByRole('menuitem', { name: 'Kopieren' });
    await waitFor(() => expect(copy.hasAttribute('data-highlighted')).toBe(true));
    expect(document.activeElement?.getAttribute('role')).toBe('menu');
  });
});
