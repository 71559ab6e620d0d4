import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { completedTime, typedTime } from '../format/time';

export interface TimeFieldProps extends Omit<InputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> {
  /** hh:mm, or what the user is typing. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A time of day as 24-hour hh:mm in every language and browser (a native time input follows the
 * browser's locale, so an English browser would show 6:00 PM in the Croatian portal). Digits fill
 * hh:mm as they are typed ("0630" → 06:30); leaving the field completes a short entry
 * ("7" → 07:00). Use inside FormField, which labels it.
 */
export const TimeField = forwardRef<HTMLInputElement, TimeFieldProps>(function TimeField({ value, onChange, onBlur, ...props }, ref) {
  const { t } = useTranslation('ds');
  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('time.placeholder')}
      maxLength={5}
      fontVariantNumeric="tabular-nums"
      {...props}
      value={value}
      onChange={(event) => onChange(typedTime(event.target.value))}
      onBlur={(event) => {
        const done = completedTime(event.target.value);
        if (done !== value) onChange(done);
        onBlur?.(event);
      }}
    />
  );
});
