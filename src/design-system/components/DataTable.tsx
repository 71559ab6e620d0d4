import { Box, ButtonGroup, chakra, Flex, IconButton, Pagination, Skeleton, Spinner, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type ExpandedState,
  type Row,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compareHr } from '../format/collation';
import { resolveLocale } from '../format/locale';
import { formatCount } from '../format/number';
import { rowRange } from '../model/row-range';
import { EmptyState } from './EmptyState';
import { LuChevronDown, LuChevronLeft, LuChevronRight, LuChevronsUpDown, LuChevronUp } from 'react-icons/lu';

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

export type DataTablePaging =
  | { mode: 'client'; pageSize: number; label?: string }
  | {
      /** Backend paging: the caller fetches the page. Pages are 1-based. */
      mode: 'server';
      page: number;
      pageCount: number;
      onPageChange: (page: number) => void;
      /** Total number of rows, shown beside the pager ("1–50 od 1.234"). */
      total?: number;
      /** Rows per page; without it, a full page's row count is taken as the page size. */
      pageSize?: number;
      /** Accessible name of the pagination nav. */
      label?: string;
    };

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

function isEmptyValue(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/** Sort numbers numerically, dates by time, everything else as strings in Croatian collation. Empty values last. */
function collationSort<T>(): SortingFn<T> {
  return (a, b, columnId) => {
    const x: unknown = a.getValue(columnId);
    const y: unknown = b.getValue(columnId);
    if (isEmptyValue(x) && isEmptyValue(y)) return 0;
    if (isEmptyValue(x)) return 1;
    if (isEmptyValue(y)) return -1;
    if (typeof x === 'number' && typeof y === 'number') return x === y ? 0 : x < y ? -1 : 1;
    if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
    if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
    return compareHr(String(x), String(y));
  };
}

interface ColumnMeta {
  align: 'start' | 'end' | 'center';
  width: { minWidth?: number | string; maxWidth?: number | string; width?: number | string };
}

function columnMeta<T>(c: DataTableColumn<T>): ColumnMeta {
  return {
    align: c.align ?? (c.numeric ? 'end' : 'start'),
    width: {
      minWidth: c.minWidth ?? (c.numeric ? '125px' : undefined),
      maxWidth: c.maxWidth ?? (c.numeric ? '135px' : undefined),
      width: c.width ?? (c.numeric ? '130px' : undefined),
    },
  };
}

function metaOf<T>(column: Column<T, unknown>): ColumnMeta {
  return (column.columnDef.meta as ColumnMeta | undefined) ?? { align: 'start', width: {} };
}

/**
 * The expander column's width at each table size: its button (2rem) and the cell's padding on both
 * sides (the table recipe's px 2, 3, 4). The first data column is kept in view just after it.
 */
const EXPANDER_WIDTH = { sm: '3rem', md: '3.5rem', lg: '4rem' } as const;

/**
 * Keeps a cell of the first column(s) in view while the table scrolls sideways in its frame (a
 * phone): sticky at the frame's start, painted with its row's background so the cells scrolling
 * under it do not show through.
 */
function stickyStart(offset: string | 0) {
  return { position: 'sticky', insetInlineStart: offset, zIndex: 1, bg: 'inherit' } as const;
}

/** No cell sticks: an empty table has nothing to scroll past. */
const NOT_STICKY = {};

/**
 * Generic data table on @tanstack/react-table, drawn with Chakra's Table.
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
  const { t, i18n } = useTranslation('ds');
  const baseId = useId();
  const [sortingState, setSortingState] = useState<SortingState>(defaultSorting);
  const sorting = sortingProp ?? sortingState;
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [clientPage, setClientPage] = useState(0);
  const sortFn = useMemo(() => collationSort<T>(), []);

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
  const sticky = (offset: string | 0) => (empty ? NOT_STICKY : stickyStart(offset));

  // Paging
  let pageControls: ReactNode = null;
  let rangeText: string | null = null;
  if (pagination) {
    const range =
      pagination.mode === 'client'
        ? rowRange({ page: clientPage + 1, pageCount: Math.max(1, Math.ceil(data.length / pagination.pageSize)), shown: rows.length, total: data.length, pageSize: pagination.pageSize })
        : pagination.total === undefined
          ? null
          : rowRange({ page: pagination.page, pageCount: pagination.pageCount, shown: data.length, total: pagination.total, pageSize: pagination.pageSize });
    const locale = resolveLocale(i18n.language);
    rangeText = range ? t('table.range', { from: formatCount(range.from, locale), to: formatCount(range.to, locale), total: formatCount(range.total, locale) }) : null;
    const pageCount = pagination.mode === 'client' ? Math.max(1, Math.ceil(data.length / pagination.pageSize)) : Math.max(1, pagination.pageCount);
    const page = pagination.mode === 'client' ? clientPage + 1 : pagination.page;
    const setPage = (p: number) => (pagination.mode === 'client' ? setClientPage(p - 1) : pagination.onPageChange(p));
    if (pageCount > 1) {
      pageControls = (
        <Pagination.Root
          count={pageCount}
          pageSize={1}
          page={Math.min(Math.max(page, 1), pageCount)}
          onPageChange={(e) => setPage(e.page)}
          siblingCount={1}
          translations={{
            rootLabel: pagination.label ?? t('table.pagination'),
            prevTriggerLabel: t('table.prevPage'),
            nextTriggerLabel: t('table.nextPage'),
            itemLabel: ({ page: p, totalPages }) => t('table.pageOf', { page: p, pages: totalPages }),
          }}
        >
          <ButtonGroup variant="ghost" size="sm" wrap="wrap">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t('table.prevPage')}>
                <LuChevronLeft data-direction="left" />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(p) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t('table.nextPage')}>
                <LuChevronRight data-direction="right" />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      );
    }
  }

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
        <Table.Root size={size} stickyHeader={!!maxHeight} aria-busy={loading || undefined} interactive={false}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            {table.getHeaderGroups().map((hg) => (
              <Table.Row key={hg.id} bg="bg.subtle">
                {renderExpanded ? (
                  <Table.ColumnHeader width="10" {...sticky(0)} bg="bg.subtle">
                    <VisuallyHidden>{t('table.details')}</VisuallyHidden>
                  </Table.ColumnHeader>
                ) : null}
                {hg.headers.map((header, index) => {
                  const m = metaOf(header.column);
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  const canSort = header.column.getCanSort() && !header.isPlaceholder;
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      colSpan={header.colSpan}
                      textAlign={m.align}
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      {...(index === 0 ? sticky(firstOffset) : NOT_STICKY)}
                      bg="bg.subtle"
                      {...m.width}
                    >
                      {canSort ? (
                        <chakra.button
                          type="button"
                          display="inline-flex"
                          alignItems="center"
                          gap="1"
                          // A 24 px target (WCAG 2.5.8) that takes no more room in the row than its text.
                          minH="6"
                          my="-0.5"
                          fontWeight="semibold"
                          textAlign="inherit"
                          maxW="full"
                          flexDirection={m.align === 'end' ? 'row-reverse' : 'row'}
                          cursor="pointer"
                          borderRadius="sm"
                          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`sort-${header.column.id}`}
                        >
                          <span>{content}</span>
                          {sorted === 'asc' ? <LuChevronUp size="0.9em" /> : sorted === 'desc' ? <LuChevronDown size="0.9em" /> : <LuChevronsUpDown size="0.9em" opacity={0.5} />}
                        </chakra.button>
                      ) : (
                        content
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {loading && empty && loadingRows > 0 ? (
              Array.from({ length: loadingRows + (hasFooter ? 1 : 0) }, (_, index) => (
                // One placeholder a row: the table's header sets the columns, and a page of tables stays cheap to draw.
                <Table.Row key={index} aria-hidden={index > 0 || undefined}>
                  <Table.Cell colSpan={colCount}>
                    {index === 0 ? <VisuallyHidden role="status">{t('loading.label')}</VisuallyHidden> : null}
                    <Skeleton height="1lh" />
                  </Table.Cell>
                </Table.Row>
              ))
            ) : loading && empty ? (
              <Table.Row>
                <Table.Cell colSpan={colCount}>
                  <Flex justify="center" py="8" role="status" gap="2" align="center">
                    <Spinner size="md" />
                    <Text>{t('loading.label')}</Text>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ) : empty ? (
              <Table.Row>
                <Table.Cell colSpan={colCount}>
                  <EmptyState title={emptyTitle} description={emptyDescription} size="sm" />
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const tone = getRowTone?.(row.original);
                const isOpen = row.getIsExpanded();
                const detailsId = `${baseId}-details-${row.id}`;
                return (
                  <Fragment key={row.id}>
                    <Table.Row
                      bg={tone === 'invalid' ? 'row.invalid' : isOpen ? 'row.expanded' : undefined}
                      data-tone={tone}
                      data-expanded={isOpen || undefined}
                    >
                      {renderExpanded ? (
                        <Table.Cell width="10" minW={EXPANDER_WIDTH[size]} py="1" {...sticky(0)}>
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
                        </Table.Cell>
                      ) : null}
                      {row.getVisibleCells().map((cell, index) => {
                        const m = metaOf(cell.column);
                        return (
                          <Table.Cell
                            key={cell.id}
                            {...(index === 0 ? sticky(firstOffset) : NOT_STICKY)}
                            textAlign={m.align}
                            fontVariantNumeric={m.align === 'end' ? 'tabular-nums' : undefined}
                            {...m.width}
                          >
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </Table.Cell>
                        );
                      })}
                    </Table.Row>
                    {isOpen && renderExpanded ? (
                      <Table.Row id={detailsId} bg="row.expanded">
                        <Table.Cell colSpan={colCount} px="4" py="3">
                          {renderExpanded(row.original)}
                        </Table.Cell>
                      </Table.Row>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </Table.Body>
          {hasFooter && !empty ? (
            <Table.Footer>
              {table.getFooterGroups().slice(0, 1).map((fg) => (
                <Table.Row key={fg.id} fontWeight="semibold" bg="bg.subtle">
                  {renderExpanded ? <Table.Cell {...sticky(0)} /> : null}
                  {fg.headers.map((header, index) => {
                    const m = metaOf(header.column);
                    return (
                      <Table.Cell
                        key={header.id}
                        {...(index === 0 ? sticky(firstOffset) : NOT_STICKY)}
                        textAlign={m.align} fontVariantNumeric="tabular-nums" {...m.width}>
                        {header.isPlaceholder ? null : flexRender(header.column.columnDef.footer, header.getContext())}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Footer>
          ) : null}
        </Table.Root>
      </Table.ScrollArea>
      {loading && !empty ? (
        <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" role="status" aria-live="polite">
          <Spinner size="lg" />
          <VisuallyHidden>{t('loading.label')}</VisuallyHidden>
        </Flex>
      ) : null}
      {rangeText || pageControls ? (
        <Flex mt="3" align="center" justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" data-row-range>
            {rangeText}
          </Text>
          {pageControls}
        </Flex>
      ) : null}
    </Box>
  );
}
