import { Span, VisuallyHidden } from '@chakra-ui/react';
import { FIGURE, TREND_COLOR, useTableStyles } from './data-table/cell-styles';
import type { NumberKind } from '../format/number';
import { useDsText, useFormat } from '../format/useFormat';
import { trend } from '../model/comparison';

export interface DiffValueProps {
  /** The difference (or percentage difference, with kind 'percent'). */
  value: number;
  kind: NumberKind;
  /**
   * Sign used for the colour; defaults to the sign of `value`. Pass the difference's sign
   * when showing the percentage so both agree.
   */
  signOf?: number;
}

/**
 * A signed difference: '+1.234' in green (diff.positiveText), '-12,50 %' in red, never colour
 * alone: the sign is printed and a visually hidden word ("porast" / "pad") is read out.
 */
export function DiffValue({ value, kind, signOf }: DiffValueProps) {
  const t = useDsText();
  const f = useFormat();
  const inTable = useTableStyles();
  const dir = trend(signOf ?? value);
  const word = dir === 'up' ? t('stat.increase') : dir === 'down' ? t('stat.decrease') : t('stat.noChange');
  if (inTable) {
    // Under a DataTable: plain elements, coloured and hidden by the table's root styles.
    return (
      <span data-trend={dir}>
        {f.signed(value, kind)}
        <span data-sr-only=""> ({word})</span>
      </span>
    );
  }
  return (
    <Span color={TREND_COLOR[dir]} {...FIGURE} data-trend={dir}>
      {f.signed(value, kind)}
      <VisuallyHidden> ({word})</VisuallyHidden>
    </Span>
  );
}
