import { Checkbox, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DateRange, IsoDate } from '../format/date';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

export const EMPTY_RANGE: DateRange = { begin: null, end: null };

export interface ComparisonToggleProps {
  comparing: boolean;
  /** Turning comparison off also clears the compare range (reporting.md §4). */
  onComparingChange: (comparing: boolean) => void;
  compareRange: DateRange;
  onCompareRangeChange: (range: DateRange) => void;
  min?: IsoDate;
  max?: IsoDate;
  today?: Date;
  label?: string;
  /** Extra props for the compare picker (presets, errors, magic button). */
  pickerProps?: Omit<DateRangePickerProps, 'value' | 'onChange' | 'min' | 'max' | 'today' | 'name'>;
  disabled?: boolean;
}

/** "Usporedi s drugim razdobljem" checkbox revealing the compare-period picker. */
export function ComparisonToggle({
  comparing,
  onComparingChange,
  compareRange,
  onCompareRangeChange,
  min,
  max,
  today,
  label,
  pickerProps,
  disabled,
}: ComparisonToggleProps) {
  const { t } = useTranslation('ds');
  return (
    <Stack gap="3">
      <Checkbox.Root
        checked={comparing}
        disabled={disabled}
        onCheckedChange={(e) => {
          const on = e.checked === true;
          if (!on) onCompareRangeChange(EMPTY_RANGE);
          onComparingChange(on);
        }}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label ?? t('comparison.toggle')}</Checkbox.Label>
      </Checkbox.Root>
      {comparing ? (
        <DateRangePicker
          name="compare"
          beginLabel={t('comparison.compareBegin')}
          endLabel={t('comparison.compareEnd')}
          {...pickerProps}
          value={compareRange}
          onChange={onCompareRangeChange}
          min={min}
          max={max}
          today={today}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
