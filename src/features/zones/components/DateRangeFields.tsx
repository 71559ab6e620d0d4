/**
 * A start and an end date, as the working-period and closing-rule forms ask for them: the end may
 * not come before the start, and a start moved past the end clears it (operations.md §5).
 */
import type { IsoDate } from '../../../design-system/format/date';
import { DateField } from '../../../design-system/components/DateField';
import { clearedEnd } from '../model/forms';

export interface DateRangeEnd {
  name: string;
  label: string;
  error?: string;
}

export interface DateRangeValue {
  start: IsoDate | null;
  end: IsoDate | null;
}

export function DateRangeFields({
  start,
  end,
  value,
  onChange,
  today,
}: {
  start: DateRangeEnd;
  end: DateRangeEnd;
  value: DateRangeValue;
  /** Receives the whole range; called with the previous one so typing never loses a change. */
  onChange: (update: (previous: DateRangeValue) => DateRangeValue) => void;
  today: Date;
}) {
  return (
    <>
      <DateField
        name={start.name}
        label={start.label}
        required
        today={today}
        value={value.start}
        error={start.error}
        onChange={(next) => onChange((previous) => ({ start: next, end: clearedEnd(next, previous.end) }))}
      />
      <DateField
        name={end.name}
        label={end.label}
        required
        today={today}
        min={value.start ?? undefined}
        value={value.end}
        error={end.error}
        onChange={(next) => onChange((previous) => ({ ...previous, end: next }))}
      />
    </>
  );
}
