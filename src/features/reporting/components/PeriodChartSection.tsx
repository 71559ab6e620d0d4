/**
 * A report's chart over time with its choices (reporting.md §2, §4), on the dashboard and the detail
 * pages alike: interval day (default), week or month; type line (default) or column; measure amount
 * (default) or quantity, which can be chosen only when comparing. Comparison off: two axes, amount
 * and quantity. Comparison on: one series per period. A dashboard series (per service or channel)
 * is drawn as its sum over the selected ones.
 */
import { HStack, NativeSelect, Stack, Heading, Field } from '@chakra-ui/react';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodChart } from '../../../design-system/charts/PeriodChart';
import type { PeriodChartProps } from '../../../design-system/charts/chartTypes';
import type { Interval, Series } from '../model/reports';
import { seriesValues, type Measure } from '../model/series';

/** A report's series of each period; points of the same date (a dashboard's services or channels) are summed. */
export interface ChartData {
  primary: Series | undefined;
  compare: Series | undefined;
}

export interface PeriodChartSectionProps {
  title: string;
  data: ChartData;
  comparing: boolean;
  /** Labels of the periods for the legend. */
  primaryLabel: string;
  compareLabel?: string;
  loading?: boolean;
}

const INTERVALS: Interval[] = ['day', 'week', 'month'];
const TYPES = ['line', 'column'] as const;
const MEASURES: Measure[] = ['amount', 'quantity'];

function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel,
}: {
  label: string;
  value: V;
  options: readonly V[];
  onChange: (value: V) => void;
  optionLabel: (value: V) => string;
}) {
  const id = useId();
  return (
    <Field.Root w="auto">
      <Field.Label htmlFor={id} fontSize="xs">
        {label}
      </Field.Label>
      <NativeSelect.Root size="xs" w="36">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Memoised: the dashboard re-renders as each of its reports arrives, and a section whose data did not change stays as drawn. */
export const PeriodChartSection = memo(function PeriodChartSection({ title, data, comparing, primaryLabel, compareLabel, loading }: PeriodChartSectionProps) {
  const { t } = useTranslation('reporting');
  const [interval, setInterval] = useState<Interval>('day');
  const [type, setType] = useState<(typeof TYPES)[number]>('line');
  const [chosenMeasure, setMeasure] = useState<Measure>('amount');
  // The measure is a choice only when comparing; without comparison both are drawn, on two axes.
  const measure = comparing ? chosenMeasure : 'amount';

  // Built once per change of what it shows: a chart given a new options object redraws.
  const chart = useMemo<PeriodChartProps>(() => {
    const common = { interval, type, label: title, loading: loading || !data.primary } as const;
    const axis = data.primary?.axis[interval] ?? [];
    if (comparing && data.primary) {
      return {
        ...common,
        mode: 'perPeriod',
        measure,
        categories: axis,
        primary: { name: primaryLabel, data: seriesValues(data.primary, interval, measure) },
        compare: data.compare
          ? { name: compareLabel ?? '', data: seriesValues(data.compare, interval, measure), dates: data.compare.axis[interval] }
          : undefined,
      };
    }
    return {
      ...common,
      mode: 'twoAxes',
      categories: axis,
      amount: data.primary ? seriesValues(data.primary, interval, 'amount') : [],
      quantity: data.primary ? seriesValues(data.primary, interval, 'quantity') : [],
    };
  }, [data.primary, data.compare, comparing, measure, interval, type, title, loading, primaryLabel, compareLabel]);

  return (
    <Stack gap="3">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Choice label={t('chart.interval')} value={interval} options={INTERVALS} onChange={setInterval} optionLabel={(v) => t(`chart.intervals.${v}`)} />
          <Choice label={t('chart.type')} value={type} options={TYPES} onChange={setType} optionLabel={(v) => t(`chart.types.${v}`)} />
          {comparing ? (
            <Choice label={t('chart.measure')} value={chosenMeasure} options={MEASURES} onChange={setMeasure} optionLabel={(v) => t(`chart.measures.${v}`)} />
          ) : null}
        </HStack>
      </HStack>
      <PeriodChart {...chart} />
    </Stack>
  );
});
