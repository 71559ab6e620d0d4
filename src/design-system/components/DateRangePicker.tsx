import { Button, HStack, Stack, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatePresetKey, DateRange, IsoDate } from '../format/date';
import { useToday } from '../format/useToday';
import { clampIso, magicRange, rangePreset, withBegin, withEnd, type RangePresetKey } from '../model/dateRange';
import { DateField } from './DateField';
import { LuWandSparkles } from 'react-icons/lu';

export const DEFAULT_BEGIN_PRESETS: DatePresetKey[] = ['today', 'yesterday', 'beginOfWeek', 'beginOfMonth', 'beginOfYear'];
export const DEFAULT_END_PRESETS: DatePresetKey[] = ['today', 'yesterday', 'endOfWeek', 'endOfMonth', 'endOfYear'];

export interface DateRangePickerProps {
  /** ISO dates ('YYYY-MM-DD') or null. */
  value: DateRange;
  onChange: (range: DateRange) => void;
  min?: IsoDate;
  max?: IsoDate;
  beginLabel?: string;
  endLabel?: string;
  /** Presets menu of the begin date; [] hides it. */
  beginPresets?: DatePresetKey[];
  /** Presets menu of the end date; [] hides it. */
  endPresets?: DatePresetKey[];
  /** Buttons that set both dates, e.g. ['today', 'yesterday'] on transaction pages. */
  rangePresets?: RangePresetKey[];
  /** The statistics "magic button" (operations.md §2). */
  magicButton?: boolean;
  /** Reference day for presets and the magic button; the clock when omitted. */
  today?: Date;
  required?: boolean;
  beginError?: string;
  endError?: string;
  disabled?: boolean;
  /** Prefix for input names and test ids ('primary', 'compare' ...). */
  name?: string;
}

/**
 * Begin and end date with min/max, presets, a clear button per date and an optional magic
 * button. The end date's minimum is the begin date, and the end is cleared when the begin
 * moves past it (model/dateRange.ts).
 */
export function DateRangePicker({
  value,
  onChange,
  min,
  max,
  beginLabel,
  endLabel,
  beginPresets = DEFAULT_BEGIN_PRESETS,
  endPresets = DEFAULT_END_PRESETS,
  rangePresets = [],
  magicButton = false,
  today: todayProp,
  required,
  beginError,
  endError,
  disabled,
  name = 'range',
}: DateRangePickerProps) {
  const { t } = useTranslation('ds');
  const today = useToday(todayProp);
  const hintId = useId();
  const bLabel = beginLabel ?? t('dateRange.begin');
  const eLabel = endLabel ?? t('dateRange.end');
  const endMin = value.begin && (!min || value.begin > min) ? value.begin : min;

  return (
    <Stack gap="2">
      <Wrap gap="4" align="flex-end">
        <DateField
          name={`${name}-begin`}
          label={bLabel}
          value={value.begin}
          onChange={(begin) => onChange(withBegin(value, begin))}
          min={min}
          max={max}
          presets={beginPresets}
          presetsLabel={t('dateRange.presetsFor', { label: bLabel })}
          clearLabel={t('dateRange.clearFor', { label: bLabel })}
          today={today}
          error={beginError}
          required={required}
          disabled={disabled}
        />
        <DateField
          name={`${name}-end`}
          label={eLabel}
          value={value.end}
          onChange={(end) => onChange(withEnd(value, end && endMin ? clampIso(end, endMin) : end))}
          min={endMin}
          max={max}
          presets={endPresets}
          presetsLabel={t('dateRange.presetsFor', { label: eLabel })}
          clearLabel={t('dateRange.clearFor', { label: eLabel })}
          today={today}
          error={endError}
          required={required}
          disabled={disabled}
        />
        {magicButton ? (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange(magicRange(value, today, { min, max }))}
              disabled={disabled}
              aria-describedby={hintId}
              title={t('dateRange.magicHint')}
              data-testid={`${name}-magic`}
            >
              <LuWandSparkles />
              {t('dateRange.magic')}
            </Button>
            <VisuallyHidden id={hintId}>{t('dateRange.magicHint')}</VisuallyHidden>
          </>
        ) : null}
      </Wrap>
      {rangePresets.length > 0 ? (
        <HStack gap="2" role="group" aria-label={t('dateRange.quickRanges')}>
          {rangePresets.map((key) => {
            const r = rangePreset(key, today);
            const range = { begin: clampIso(r.begin, min, max), end: clampIso(r.end, min, max) };
            const active = value.begin === range.begin && value.end === range.end;
            return (
              <Button
                key={key}
                size="xs"
                variant={active ? 'subtle' : 'ghost'}
                colorPalette="brand"
                aria-pressed={active}
                disabled={disabled}
                onClick={() => onChange(range)}
              >
                {t(`dateRange.range.${key}`)}
              </Button>
            );
          })}
        </HStack>
      ) : null}
    </Stack>
  );
}
