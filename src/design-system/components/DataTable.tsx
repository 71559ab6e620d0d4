import { Box, Flex, IconButton, Spinner, Table, useSlotRecipe, VisuallyHidden } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { EXPANDER_WIDTH, TableStylesContext, tableRootStyles } from './data-table/cell-styles';
import { collationSort, columnMeta, metaOf } from './data-table/columns';
import { EmptyBody } from './data-table/EmptyBody';
import { Pager, type DataTablePaging } from './data-table/Pager';
import { SortButton } from './data-table/SortButton';

/**
 * A column of a DataTable. Fully typed on the row type T; TanStack Table runs underneath.
 * - `sortValue` makes the column sortable (numbers numerically, strings with Croatian collation).
 * - `footer` fills the totals row.
 * - `numeric` right-aligns and gives the spec's 125–135 px width (reporting.md §9).
 */
export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  sortValue?: (row: T) => string | number | boolean | Date | null | undefined;
  footer?: ReactNode;
  align?: 'start' | 'end' | 'center';
  numeric?: boolean;
  width?: number | string;
  minWidth?: number | string;
  maxWidth?: number | string;
}

export type RowTone = 'invalid' | undefined;

export interface DataTableProps<T> {
  /** Accessible name of the table, rendered as a visually hidden <caption>. */
  caption: string;
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId?: (row: T, index: number) => string;
  /** Initial sorting by column id, e.g. [{ id: 'validAmount', desc: true }]. */
  defaultSorting?: SortingState;
  /** Controlled sorting (optional). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Sorting done by the server: rows are shown in the given order. */
  manualSorting?: boolean;
  enableSorting?: boolean;
  /** Shows a totals row built from the columns' `footer`. Default: when any column has a footer. */
  showFooter?: boolean;
  /** Expandable rows: the content under an expanded row. */
  renderExpanded?: (row: T) => ReactNode;
  getRowCanExpand?: (row: T) => boolean;
  /** Only one row expanded at a time (garages list). */
  singleExpand?: boolean;
  onExpandedChange?: (expandedIds: string[]) => void;
  paging?: DataTablePaging;
  /** Scroll area height; the header stays visible (e.g. '700px'). */
  maxHeight?: string;
  /** Tints rows: 'invalid' gives a light red background. */
  getRowTone?: (row: T) => RowTone;
  loading?: boolean;
  /**
   * Rows expected once loaded: while loading with no rows, that many placeholder rows (and the
   * totals row) hold the table's height, so nothing under it moves when the rows arrive.
   */
  loadingRows?: number;
  emptyTitle?: string;
  emptyDescription?: string;
  size?: 'sm' | 'md' | 'lg';
}


/**
 * Generic data table on @tanstack/react-table, drawn with Chakra's Table: its rows and cells are
 * plain elements styled once by the table's root (data-table/cell-styles.ts), so a page of tables
 * costs the style engine a few elements per table, not one per cell.
 * Sorting (Croatian collation, aria-sort, keyboard buttons), totals footer, expandable rows,
 * client or server paging (Chakra Pagination), sticky header, empty and loading states,
 * column widths and an invalid-row tint.
 */
export function DataTable<T>({
  caption,
  rows: data,
  columns: columnsProp,
  getRowId,
  defaultSorting = [],
  sorting: sortingProp,
  onSortingChange,
  manualSorting = false,
  enableSorting = true,
  showFooter,
  renderExpanded,
  getRowCanExpand,
  singleExpand = false,
  onExpandedChange,
  paging: pagination,
  maxHeight,
  getRowTone,
  loading = false,
  loadingRows = 0,
  emptyTitle,
  emptyDescription,
  size = 'sm',
}: DataTableProps<T>) {
  const { t } = useTranslation('ds');
  const baseId = useId();
  const [sortingState, setSortingState] = useState<SortingState>(defaultSorting);
  const sorting = sortingProp ?? sortingState;
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [clientPage, setClientPage] = useState(0);
  const sortFn = useMemo(() => collationSort<T>(), []);
  const tableRecipe = useSlotRecipe({ key: 'table' });

  const columns = useMemo<ColumnDef<T, unknown>[]>(
    () =>
      columnsProp.map((c) => ({
        id: c.id,
        accessorFn: c.sortValue ? (row: T) => c.sortValue?.(row) : () => null,
        enableSorting: !!c.sortValue,
        header: () => c.header,
        cell: (ctx) => c.cell(ctx.row.original),
        footer: c.footer !== undefined ? () => c.footer : undefined,
        meta: columnMeta(c),
      })),
    [columnsProp],
  );

  const clientPageSize = pagination?.mode === 'client' ? pagination.pageSize : undefined;

  const table = useReactTable<T>({
    data,
    columns,
    getRowId,
    state: {
      sorting,
      expanded: expanded as ExpandedState,
      ...(clientPageSize ? { pagination: { pageIndex: clientPage, pageSize: clientPageSize } } : {}),
    },
    defaultColumn: { sortingFn: sortFn, sortUndefined: 'last' },
    enableSorting,
    manualSorting,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (!sortingProp) setSortingState(next);
      onSortingChange?.(next);
      setClientPage(0);
    },
    getRowCanExpand: renderExpanded ? (row) => (getRowCanExpand ? getRowCanExpand(row.original) : true) : () => false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    ...(clientPageSize ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    autoResetPageIndex: false,
  });

  const toggleRow = (row: Row<T>) => {
    const open = !!expanded[row.id];
    const next: Record<string, boolean> = singleExpand ? {} : { ...expanded };
    if (open) delete next[row.id];
    else next[row.id] = true;
    setExpanded(next);
    onExpandedChange?.(Object.keys(next));
  };

  const leafColumns = table.getVisibleLeafColumns();
  const firstOffset = renderExpanded ? EXPANDER_WIDTH[size] : 0;
  const colCount = leafColumns.length + (renderExpanded ? 1 : 0);
  const hasFooter = showFooter ?? columnsProp.some((c) => c.footer !== undefined);
  const rows = table.getRowModel().rows;
  const empty = data.length === 0;
  // The expander column is exactly EXPANDER_WIDTH wide once rows are shown (minW on its cells), so the
  // first data column sticks right after it; an empty table has nothing to scroll past.
  const stickyFirst = empty ? undefined : 'first';
  const stickyExpander = empty ? undefined : 'expander';
  const widthKey = JSON.stringify(leafColumns.map((c) => metaOf(c).width));
  const rootCss = useMemo(() => {
    const slots = tableRecipe({ size, variant: 'line', interactive: false, stickyHeader: !!maxHeight });
    return tableRootStyles(slots, size, firstOffset, JSON.parse(widthKey) as ReturnType<typeof metaOf>['width'][]);
  }, [tableRecipe, size, maxHeight, firstOffset, widthKey]);
  const cellProps = (index: number, align: 'start' | 'end' | 'center', sticky: string | undefined) => ({
    'data-col': index,
    'data-align': align === 'start' ? undefined : align,
    'data-sticky': index === 0 ? sticky : undefined,
  });

  return (
    <Box position="relative">
      {/* The scroll area can scroll sideways (wide tables) or down (maxHeight): a keyboard user reaches it with Tab and scrolls it with the arrows. A group, not a landmark: pages hold many tables. */}
      {/* Positioned, so that what is positioned inside (visually hidden text) scrolls and is clipped with the table instead of widening the page. */}
      <Table.ScrollArea
        position="relative"
        borderWidth="1px"
        borderRadius="l2"
        maxH={maxHeight}
        overflowY={maxHeight ? 'auto' : undefined}
        tabIndex={0}
        role="group"
        aria-label={t('table.region', { caption })}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Table.Root size={size} stickyHeader={!!maxHeight} aria-busy={loading || undefined} interactive={false} css={rootCss}>
          <TableStylesContext.Provider value={true}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {renderExpanded ? (
                  <th data-expander="" data-sticky={stickyExpander}>
                    <VisuallyHidden>{t('table.details')}</VisuallyHidden>
                  </th>
                ) : null}
                {hg.headers.map((header, index) => {
                  const m = metaOf(header.column);
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  const canSort = header.column.getCanSort() && !header.isPlaceholder;
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      {...cellProps(index, m.align, stickyFirst)}
                    >
                      {canSort ? (
                        <SortButton header={header} align={m.align}>
                          {content}
                        </SortButton>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </Table.Header>
          <Table.Body>
            {empty ? (
              <EmptyBody
                loading={loading}
                loadingRows={loadingRows}
                hasFooter={hasFooter}
                colCount={colCount}
                emptyTitle={emptyTitle}
                emptyDescription={emptyDescription}
              />
            ) : (
              rows.map((row) => {
                const tone = getRowTone?.(row.original);
                const isOpen = row.getIsExpanded();
                const detailsId = `${baseId}-details-${row.id}`;
                return (
                  <Fragment key={row.id}>
                    <tr data-tone={tone} data-expanded={isOpen || undefined}>
                      {renderExpanded ? (
                        <td data-expander="" data-sticky={stickyExpander}>
                          {row.getCanExpand() ? (
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-expanded={isOpen}
                              aria-controls={isOpen ? detailsId : undefined}
                              aria-label={isOpen ? t('table.collapseRow') : t('table.expandRow')}
                              onClick={() => toggleRow(row)}
                              data-testid={`expand-${row.id}`}
                            >
                              {isOpen ? <LuChevronDown data-direction="down" /> : <LuChevronRight data-direction="right" />}
                            </IconButton>
                          ) : null}
                        </td>
                      ) : null}
                      {row.getVisibleCells().map((cell, index) => {
                        const m = metaOf(cell.column);
                        return (
                          <td key={cell.id} {...cellProps(index, m.align, stickyFirst)}>
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        );
                      })}
                    </tr>
                    {isOpen && renderExpanded ? (
                      <tr id={detailsId} data-details="">
                        <td colSpan={colCount} data-details="">
                          {renderExpanded(row.original)}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </Table.Body>
          {hasFooter && !empty ? (
            <Table.Footer>
              {table.getFooterGroups().slice(0, 1).map((fg) => (
                <tr key={fg.id}>
                  {renderExpanded ? <td data-sticky={stickyExpander} /> : null}
                  {fg.headers.map((header, index) => {
                    const m = metaOf(header.column);
                    return (
                      <td key={header.id} {...cellProps(index, m.align, stickyFirst)}>
                        {header.isPlaceholder ? null : flexRender(header.column.columnDef.footer, header.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Table.Footer>
          ) : null}
          </TableStylesContext.Provider>
        </Table.Root>
      </Table.ScrollArea>
      {loading && !empty ? (
        <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" role="status" aria-live="polite">
          <Spinner size="lg" />
          <VisuallyHidden>{t('loading.label')}</VisuallyHidden>
        </Flex>
      ) : null}
      {pagination ? (
        <Pager paging={pagination} clientPage={clientPage} onClientPageChange={setClientPage} rowCount={data.length} shownCount={rows.length} />
      ) : null}
    </Box>
  );
}
