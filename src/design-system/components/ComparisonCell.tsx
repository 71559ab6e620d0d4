import { Box, Span, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NumberKind } from '../format/number';
import { useFormat } from '../format/useFormat';
import type { ComparisonValue } from '../model/comparison';
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

/** A table cell's content for a comparison value. Right-aligned numerals. */
export function ComparisonCell({ value, kind, comparing = true, part }: ComparisonCellProps) {
  const { t } = useTranslation('ds');
  const f = useFormat();
  if (part === 'primary' || (!comparing && !part)) {
    return <Span fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{f.number(value.primary, kind)}</Span>;
  }
  if (part === 'compare') {
    return <Span fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{f.number(value.compare ?? 0, kind)}</Span>;
  }
  if (part === 'difference') return <DiffValue value={value.difference} kind={kind} />;
  if (part === 'percentage') return <DiffValue value={value.percentage} kind="percent" signOf={value.difference} />;
  return (
    <Stack gap="0" align="flex-end" fontSize="sm" textAlign="end">
      <Span fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {f.number(value.primary, kind)}
      </Span>
      <Box color="fg.muted" whiteSpace="nowrap">
        <Span srOnly>{t('stat.compare')}: </Span>
        {f.number(value.compare ?? 0, kind)}
      </Box>
      <Box whiteSpace="nowrap">
        <Span srOnly>{t('stat.difference')}: </Span>
        <DiffValue value={value.difference} kind={kind} />
      </Box>
      <Box whiteSpace="nowrap">
        <Span srOnly>{t('stat.percentage')}: </Span>
        <DiffValue value={value.percentage} kind="percent" signOf={value.difference} />
      </Box>
    </Stack>
  );
}
