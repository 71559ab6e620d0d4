/**
 * A table column with a download button on every row: the button's accessible name names the row,
 * and it spins while that row's file is on its way.
 */
import { Button } from '@chakra-ui/react';
import type { DataTableColumn } from './DataTable';

export interface DownloadColumnOptions<T> {
  id: string;
  header: string;
  /** The button's text (the same on every row). */
  text: string;
  /** The button's accessible name for a row ("Download statement …"). */
  label: (row: T) => string;
  /** Whether this row's download is under way. */
  busy: (row: T) => boolean;
  onDownload: (row: T) => void;
  size?: 'xs' | 'sm';
  width?: number;
}

export function downloadColumn<T>({ id, header, text, label, busy, onDownload, size = 'sm', width }: DownloadColumnOptions<T>): DataTableColumn<T> {
  return {
    id,
    header,
    align: 'end',
    width,
    cell: (row) => (
      <Button size={size} variant="outline" colorPalette="brand" aria-label={label(row)} loading={busy(row)} onClick={() => onDownload(row)}>
        {text}
      </Button>
    ),
  };
}
