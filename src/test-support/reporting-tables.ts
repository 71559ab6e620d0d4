/** What the report stories read from a table: its figures and the totals footer (rows and loading: .storybook/tables.ts). */
import { expect } from 'storybook/test';
import { bodyRows } from '../../.storybook/tables';

/** A figure as shown, '1.234,56 €' or '12,50 %', as a number. */
export const numberOf = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

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
