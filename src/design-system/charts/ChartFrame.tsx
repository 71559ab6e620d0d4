import { Box, Button, Flex, Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { useNearViewport } from '../components/near-viewport';
import { CHART_HEIGHT } from './chartTypes';
import type { ChartTableModel } from './tableModel';

/**
 * The light parts every chart shares: the skeleton while loading, the empty state, and the
 * "view as table" toggle with its plain table. None of it needs Highcharts.
 */

/** A placeholder of the chart's height while the data or the chart chunk loads. */
export function ChartSkeleton() {
  const { t } = useTranslation('ds');
  return (
    <Box role="status" aria-live="polite" data-testid="chart-skeleton">
      <VisuallyHidden>{t('charts.loading')}</VisuallyHidden>
      <Skeleton height={`${CHART_HEIGHT}px`} borderRadius="l2" />
    </Box>
  );
}

/**
 * A chart's place until the reader comes near it (near-viewport.ts): an empty slot of the chart's
 * height, so that a chart far below the first screen loads nothing of Highcharts, not only draws
 * nothing. Near, its children (the chart, loaded lazily) take the place.
 */
export function WhenChartNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, true);
  if (near) return children;
  return <div ref={ref} style={{ minHeight: CHART_HEIGHT }} data-chart-slot="far" />;
}

/** No data: an empty state in the chart's place (same height, so the page does not jump). */
export function ChartEmpty() {
  const { t } = useTranslation('ds');
  return (
    <Flex
      minH={`${CHART_HEIGHT}px`}
      align="center"
      justify="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l2"
      data-testid="chart-empty"
    >
      <EmptyState title={t('charts.empty.title')} description={t('charts.empty.description')} />
    </Flex>
  );
}

/** The chart's data as a plain table of formatted text. */
export function ChartDataTable({ id, model }: { id?: string; model: ChartTableModel }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" id={id}>
      <Table.Root size="sm" interactive={false}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" px="3" pt="2" mb="2">
          {model.caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader scope="col">{model.rowHeader}</Table.ColumnHeader>
            {model.columns.map((c, i) => (
              <Table.ColumnHeader key={i} scope="col" textAlign={c.numeric ? 'end' : 'start'}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {model.rows.map((row, r) => (
            <Table.Row key={r}>
              <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">
                {row.header}
              </Table.Cell>
              {row.cells.map((cell, i) => (
                <Table.Cell
                  key={i}
                  textAlign={model.columns[i]?.numeric ? 'end' : 'start'}
                  fontVariantNumeric={model.columns[i]?.numeric ? 'tabular-nums' : undefined}
                  whiteSpace="nowrap"
                >
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {model.footer ? (
          <Table.Footer>
            <Table.Row bg="bg.subtle">
              <Table.Cell as="th" scope="row" textAlign="start" fontWeight="semibold">
                {model.footer.header}
              </Table.Cell>
              {model.footer.cells.map((cell, i) => (
                <Table.Cell
                  key={i}
                  textAlign={model.columns[i]?.numeric ? 'end' : 'start'}
                  fontVariantNumeric="tabular-nums"
                  fontWeight="semibold"
                  whiteSpace="nowrap"
                >
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
    </Table.ScrollArea>
  );
}

export interface ChartFrameProps {
  /** The chart (inside its Suspense boundary). */
  children: ReactNode;
  /** The table model, built only when the table is shown. */
  table: () => ChartTableModel;
}

/** A chart with a "view as table" toggle under it. */
export function ChartFrame({ children, table }: ChartFrameProps) {
  const { t } = useTranslation('ds');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      {children}
      <Flex justify="flex-end" mt="1">
        <Button
          size="xs"
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('charts.hideTable') : t('charts.showTable')}
        </Button>
      </Flex>
      {open ? (
        <Box mt="2">
          <ChartDataTable id={id} model={table()} />
        </Box>
      ) : null}
    </Box>
  );
}
