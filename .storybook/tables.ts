/** What screen stories read from a DataTable: its own body rows, and the table once it has loaded. */
import { expect, waitFor, within } from 'storybook/test';

/** Rows of a table's own body (not its header, footer or a nested table's rows). */
export const bodyRows = (table: HTMLElement) => [...table.querySelectorAll(':scope > tbody > tr')] as HTMLElement[];

/** The table named `name` once it has stopped loading (not busy, no loading row) and has at least `minRows` rows. */
export async function loadedTable(container: HTMLElement, name: string | RegExp, minRows = 1): Promise<HTMLElement> {
  const table = await within(container).findByRole('table', { name });
  await waitFor(
    () => {
      expect(table.getAttribute('aria-busy')).toBeNull();
      expect(table.querySelector('[role="status"]')).toBeNull();
      expect(bodyRows(table).length).toBeGreaterThanOrEqual(minRows);
    },
  );
  return table;
}
