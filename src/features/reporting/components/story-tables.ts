/** What the report stories read from a table: its body rows, its figures, and the totals footer. */
import { expect, waitFor, within } from 'storybook/test';

/** Rows of a table's own body (not its header, footer or a nested table's rows). */
export const bodyRows = (table: HTMLElement) => [...table.querySelectorAll(':scope > tbody > tr')] as HTMLElement[];

/** A figure as shown, '1.234,56 €' or '12,50 %', as a number. */
export const numberOf = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** The table named `name` once it has stopped loading and has at least `minRows` rows. */
export async function loadedTable(container: HTMLElement, name: string | RegExp, minRows = 1): Promise<HTMLElement> {
  const table = await within(container).findByRole('table', { name }, { timeout: 15_000 });
  await waitFor(
    () => {
      expect(table.querySelector('[role="status"]')).toBeNull();
      expect(bodyRows(table).length).toBeGreaterThanOrEqual(minRows);
    },
    { timeout: 15_000 },
  );
  return table;
}

/** The totals footer's quantity and amount are the sums of the rows. */
export async function expectTotalsAreSums(table: HTMLElement) {
  const headers = [...table.querySelectorAll(':scope > thead th')];
  for (const label of ['Količina', 'Iznos']) {
    const column = headers.findIndex((th) => th.textContent?.trim().startsWith(label));
    const sum = bodyRows(table).reduce((s, row) => s + numberOf(row.children[column]?.textContent), 0);
    const footer = numberOf(table.querySelector(':scope > tfoot tr')?.children[column]?.textContent);
    await expect(Math.abs(sum - footer)).toBeLessThan(0.01);
  }
}
