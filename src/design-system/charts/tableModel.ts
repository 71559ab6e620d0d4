/** What ChartDataTable draws: already formatted text, so the table is exactly what was computed. */
export interface ChartTableRow {
  /** The row's header cell (a date, a period or a name). */
  header: string;
  cells: string[];
}

export interface ChartTableModel {
  caption: string;
  /** Header of the first column (the row headers). */
  rowHeader: string;
  columns: { header: string; numeric: boolean }[];
  rows: ChartTableRow[];
  /** Totals row. */
  footer?: ChartTableRow;
}
