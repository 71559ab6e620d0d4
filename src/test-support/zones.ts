/** Steps the zones' and garages' stories share. */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Chooses an action of the first closing rule's row by keyboard: Enter opens the menu on its first
 * item (Edit), the arrow moves down to the one wanted, Enter chooses it.
 */
export async function chooseRowAction(table: ReturnType<typeof within>, action: 'Uredi' | 'Ukloni') {
  const [menu] = table.getAllByRole('button', { name: /^Radnje za iznimku/ });
  menu!.focus();
  await userEvent.keyboard('{Enter}');
  // Open as the keyboard leaves it: the focus in the menu, its first item highlighted. An arrow
  // pressed before that would reach the trigger, or move from no item to the first.
  await waitFor(() => {
    const opened = screen.getByRole('menu');
    expect(opened.contains(document.activeElement)).toBe(true);
    expect(within(opened).getByRole('menuitem', { name: 'Uredi' })).toHaveAttribute('data-highlighted');
  });
  if (action === 'Ukloni') await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: action })).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

/**
 * Proposes a new closing rule from its dialog, opened by `open`: Save on the empty form first
 * shows the three required-field messages, then the dates and reason are typed and saved.
 */
export async function proposeClosingRule(open: HTMLElement, rule: { from: string; to: string; reason: string }) {
  await userEvent.click(open);
  const dialog = within(await screen.findByRole('dialog', { name: 'Nova iznimka' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Spremi' })).toBeVisible());
  await userEvent.click(dialog.getByRole('button', { name: 'Spremi' }));
  await expect(dialog.getAllByText('Obavezno polje.')).toHaveLength(3);
  await userEvent.type(dialog.getByRole('textbox', { name: /Datum od/ }), `${rule.from}{Enter}`);
  await userEvent.type(dialog.getByRole('textbox', { name: /Datum do/ }), `${rule.to}{Enter}`);
  await userEvent.type(dialog.getByRole('textbox', { name: /Razlog/ }), rule.reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Spremi' }));
  await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
}

/**
 * Edits the first closing rule's reason by keyboard from its row menu (the form opens filled with
 * the approved rule) and saves; the rule's row then waits for approval and shows the reason under
 * "What changes". Returns the row.
 */
export async function proposeReasonChange(table: ReturnType<typeof within>, reason: string): Promise<HTMLElement> {
  await chooseRowAction(table, 'Uredi');
  const dialog = within(await screen.findByRole('dialog', { name: 'Uredi iznimku' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Spremi' })).toBeVisible());
  const field = dialog.getByRole('textbox', { name: /Razlog/ });
  await expect((field as HTMLInputElement).value).not.toBe('');
  await expect((dialog.getByRole('textbox', { name: /Datum od/ }) as HTMLInputElement).value).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}\.$/);
  await userEvent.clear(field);
  await userEvent.type(field, reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Spremi' }));
  await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
  // The rule's own row (its "what changes" table has rows of its own).
  const [row] = await table.findAllByRole('row', { name: new RegExp(reason) });
  await expect(within(row!).getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · izmjena');
  // What the change would do, against the approved rule.
  const changes = within(await within(row!).findByTestId('pending-changes'));
  await expect(changes.getByRole('row', { name: /^Razlog/ })).toHaveTextContent(reason);
  return row!;
}

/** Saves the borders editor inside `container` with its Save (stay), confirming when asked. */
export async function saveBorders(container: HTMLElement) {
  await userEvent.click(within(within(container).getByRole('group', { name: 'Spremanje granica' })).getByRole('button', { name: 'Spremi' }));
  const confirm = await screen.findByRole('dialog', { name: 'Spremiti promjene?' });
  await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Spremi' })).toBeVisible());
  await userEvent.click(within(confirm).getByRole('button', { name: 'Spremi' }));
}

/**
 * The not-found page in place of a zones screen whose route names something that does not exist:
 * its heading and its way home, and neither a load failure nor a form.
 */
export async function expectNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Stranica nije pronađena', level: 1 })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Natrag na početnu stranicu' })).toHaveAttribute('href', '/');
  await expect(canvas.queryByRole('form')).toBeNull();
  await expect(canvas.queryByText('Podaci se nisu mogli učitati.')).toBeNull();
}
