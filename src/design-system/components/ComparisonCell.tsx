import { Box, Span, Stack } from '@chakra-ui/react';
import type { NumberKind } from '../format/number';
import { useDsText, useFormat } from '../format/useFormat';
import type { ComparisonValue } from '../model/comparison';
import { FIGURE, STACK, STACK_PART, useTableStyles } from './data-table/cell-styles';
import { DiffValue } from './DiffValue';

export type ComparisonPart = 'primary' | 'compare' | 'difference' | 'percentage';

export interface ComparisonCellProps {
  value: ComparisonValue;
  /** How primary, compare and difference are formatted ('count' or 'amount'). */
  kind: Extract<NumberKind, 'count' | 'amount' | 'decimal'>;
  /** When false only the primary value is shown. */
  comparing?: boolean;
  /**
   * One part only, for tables with a column per metric (reporting.md §2: compare value,
   * difference and percentage are separate columns). Without it, all parts are stacked.
   */
  part?: ComparisonPart;
}

/**
 * A table cell's content for a comparison value. Right-aligned numerals. Under a DataTable, plain
 * elements styled by the table's root (data-table/cell-styles.ts).
 */
export function ComparisonCell({ value, kind, comparing = true, part }: ComparisonCellProps) {
  const t = useDsText();
  const f = useFormat();
  const inTable = useTableStyles();
  if (part === 'primary' || part === 'compare' || (!comparing && !part)) {
    const shown = f.number(part === 'compare' ? (value.compare ?? 0) : value.primary, kind);
    return inTable ? <span data-figure="">{shown}</span> : <Span {...FIGURE}>{shown}</Span>;
  }
  if (part === 'difference') return <DiffValue value={value.difference} kind={kind} />;
  if (part === 'percentage') return <DiffValue value={value.percentage} kind="percent" signOf={value.difference} />;
  const primary = f.number(value.primary, kind);
  const compare = f.number(value.compare ?? 0, kind);
  const difference = <DiffValue value={value.difference} kind={kind} />;
  const percentage = <DiffValue value={value.percentage} kind="percent" signOf={value.difference} />;
  if (inTable) {
    return (
      <div data-stack="">
        <span data-part="primary">{primary}</span>
        <div data-part="compare">
          <span data-sr-only="">{t('stat.compare')}: </span>
          {compare}
        </div>
        <div data-part="line">
          <span data-sr-only="">{t('stat.difference')}: </span>
          {difference}
        </div>
        <div data-part="line">
          <span data-sr-only="">{t('stat.percentage')}: </span>
          {percentage}
        </div>
      </div>
    );
  }
  return (
    <Stack {...STACK}>
      <Span {...STACK_PART.primary}>{primary}</Span>
      <Box {...STACK_PART.compare}>
        <Span srOnly>{t('stat.compare')}: </Span>
        {compare}
      </Box>
      <Box {...STACK_PART.line}>
        <Span srOnly>{t('stat.difference')}: </Span>
        {difference}
      </Box>
      <Box {...STACK_PART.line}>
        <Span srOnly>{t('stat.percentage')}: </Span>
        {percentage}
      </Box>
    </Stack>
  );
}
