/** Steps the zones' and garages' stories share. */
import { expect, screen, userEvent, waitFor, type within } from 'storybook/test';

/**
 * Chooses an action of the first closing rule's row by keyboard: Enter opens the menu on its first
 * item (Edit), the arrow moves down to the one wanted, Enter chooses it.
 */
export async function chooseRowAction(table: ReturnType<typeof within>, action: 'Uredi' | 'Ukloni') {
  const [menu] = table.getAllByRole('button', { name: /^Radnje za iznimku/ });
  menu!.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: action })).toBeVisible());
  if (action === 'Ukloni') await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: action })).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}
