/** What screen stories read from a DataTable: its own body rows, and the table once it has loaded. */
import { expect, waitFor, within } from 'storybook/test';

/** Rows of a table's own body (not its header, footer or a nested table's rows). */
export const bodyRows = (table: HTMLElement) => [...table.querySelectorAll(':scope > tbody > tr')] as HTMLElement[];

/**
 * The table named `name` once it has stopped loading (not busy, no loading row) and has at least
 * `minRows` rows. A table far below the viewport is built only as the reader comes near it
 * (WhenNear): until the table is there, the page is read on to the next section not yet built, as
 * a user scrolling would, and scrolled back where it was.
 */
export async function loadedTable(container: HTMLElement, name: string | RegExp, minRows = 1): Promise<HTMLElement> {
  const scrolled = { x: window.scrollX, y: window.scrollY };
  let table: HTMLElement;
  try {
    table = await waitFor(() => {
      const found = within(container).queryByRole('table', { name });
      if (found) return found;
      container.querySelector('[data-deferred]')?.scrollIntoView({ block: 'center' });
      throw new Error(`No table named ${String(name)} yet`);
    });
  } finally {
    window.scrollTo(scrolled.x, scrolled.y);
  }
  await waitFor(
    () => {
      expect(table.getAttribute('aria-busy')).toBeNull();
      expect(table.querySelector('[role="status"]')).toBeNull();
      expect(bodyRows(table).length).toBeGreaterThanOrEqual(minRows);
    },
  );
  return table;
}
