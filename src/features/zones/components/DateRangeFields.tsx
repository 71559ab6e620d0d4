/**
 * A start and an end date, as the working-period and closing-rule forms ask for them: both required,
 * the end may not come before the start, and a start moved past the end clears it (operations.md §5).
 * The two dates are fields of the form's react-hook-form `control`; their errors show under them.
 */
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { IsoDate } from '../../../design-system/format/date';
import { DateField } from '../../../design-system/components/DateField';
import { clearedEnd } from '../model/forms';
import { useErrorText } from './useErrorText';

export interface DateRangeEnd<T extends FieldValues> {
  /** A field of the form that holds an ISO date or null. */
  name: FieldPathByValue<T, IsoDate | null>;
  label: string;
}

export function DateRangeFields<T extends FieldValues>({
  control,
  start,
  end,
  today,
}: {
  control: Control<T>;
  start: DateRangeEnd<T>;
  end: DateRangeEnd<T>;
  today: Date;
}) {
  const errorText = useErrorText();
  const from = useController({ control, name: start.name });
  const to = useController({ control, name: end.name });
  // Both names hold a date or null (FieldPathByValue); the generic form type does not say so by itself.
  const startValue = from.field.value as IsoDate | null;
  const endValue = to.field.value as IsoDate | null;
  return (
    <>
      <DateField
        ref={from.field.ref}
        name={start.name}
        label={start.label}
        required
        today={today}
        value={startValue}
        error={errorText(from.fieldState.error)}
        onChange={(next) => {
          from.field.onChange(next);
          const cleared = clearedEnd(next, endValue);
          if (cleared !== endValue) to.field.onChange(cleared);
        }}
      />
      <DateField
        ref={to.field.ref}
        name={end.name}
        label={end.label}
        required
        today={today}
        min={startValue ?? undefined}
        value={endValue}
        error={errorText(to.fieldState.error)}
        onChange={to.field.onChange}
      />
    </>
  );
}
