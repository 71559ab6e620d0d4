import { DatePicker, IconButton, Portal, Text, parseDate, Box, HStack } from '@chakra-ui/react';
import { Menu } from './overlays';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { datePreset, formatDate, parseDisplayDate, WEEK_STARTS_ON, type DatePresetKey, type IsoDate } from '../format/date';
import { intlTag } from '../format/locale';
import { useAppLocale } from '../format/useFormat';
import { clampIso } from '../model/dateRange';
import { LuCalendar, LuList, LuX } from 'react-icons/lu';

export interface DateFieldProps {
  label: string;
  value: IsoDate | null;
  onChange: (value: IsoDate | null) => void;
  min?: IsoDate;
  max?: IsoDate;
  /** Quick presets shown in a menu beside the field. */
  presets?: DatePresetKey[];
  /** Accessible name of the presets menu trigger. */
  presetsLabel?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  today: Date;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Base for element ids and test ids, e.g. 'begin'. */
  name: string;
  /** The typed input, for a form that moves focus to it (react-hook-form's field ref). */
  ref?: Ref<HTMLInputElement>;
}

function toDateValue(iso: IsoDate | null | undefined) {
  if (!iso) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
}

/**
 * One date: Chakra's DatePicker (ark-ui) in single mode, with typed input in the local
 * format, a calendar starting on Monday, min/max, a clear button and an optional presets menu.
 * Value is an ISO date string or null.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  presets = [],
  presetsLabel,
  clearLabel,
  today,
  error,
  required,
  disabled,
  name,
  ref,
}: DateFieldProps) {
  const { t } = useTranslation('ds');
  const locale = useAppLocale();
  const errorId = useId();
  const dv = toDateValue(value);
  const minDv = toDateValue(min);
  const maxDv = toDateValue(max);

  const presetValue = (key: DatePresetKey) => datePreset(key, today);
  const outOfBounds = (iso: IsoDate) => (min !== undefined && iso < min) || (max !== undefined && iso > max);

  return (
    <Box data-testid={`date-field-${name}`}>
      {/* A closed calendar is not rendered (nor the presets menu: ./overlays): a screen with four
          date fields drew four calendars (42 days, 12 months, the years) on every render. */}
      <DatePicker.Root
        lazyMount
        unmountOnExit
        value={dv ? [dv] : []}
        onValueChange={(d) => {
          const next = d.value[0]?.toString() ?? null;
          if (next !== value) onChange(next ? clampIso(next, min, max) : null);
        }}
        min={minDv}
        max={maxDv}
        locale={intlTag(locale)}
        startOfWeek={WEEK_STARTS_ON}
        selectionMode="single"
        disabled={disabled}
        required={required}
        invalid={!!error}
        format={(date) => formatDate(date.toString(), locale)}
        parse={(text) => toDateValue(parseDisplayDate(text, locale))}
        placeholder={t('dateRange.placeholder')}
        translations={{
          trigger: (open) => (open ? t('dateRange.closeCalendar', { label }) : t('dateRange.openCalendar', { label })),
          prevTrigger: (view) => t(`dateRange.prev.${view}`),
          nextTrigger: (view) => t(`dateRange.next.${view}`),
          viewTrigger: () => t('dateRange.switchView'),
          clearTrigger: clearLabel ?? t('common.clear'),
          content: t('dateRange.calendar', { label }),
        }}
        positioning={{ placement: 'bottom-start' }}
        size="sm"
        width="auto"
      >
        <DatePicker.Label>
          {label}
          {required ? (
            <Text as="span" color="fg.error" aria-hidden="true" ms="1">
              *
            </Text>
          ) : null}
        </DatePicker.Label>
        <HStack gap="1" align="center">
          <DatePicker.Control width="44">
            <DatePicker.Input
              ref={ref}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              name={name}
            />
            <DatePicker.IndicatorGroup>
              <DatePicker.Trigger>
                <LuCalendar />
              </DatePicker.Trigger>
            </DatePicker.IndicatorGroup>
          </DatePicker.Control>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={clearLabel ?? t('common.clear')}
            onClick={() => onChange(null)}
            disabled={disabled || !value}
            data-testid={`date-clear-${name}`}
          >
            <LuX />
          </IconButton>
          {presets.length > 0 ? (
            <Menu.Root onSelect={(d) => onChange(presetValue(d.value as DatePresetKey))}>
              <Menu.Trigger asChild>
                <IconButton variant="ghost" size="sm" aria-label={presetsLabel ?? label} disabled={disabled}>
                  <LuList />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {presets.map((key) => (
                      <Menu.Item key={key} value={key} disabled={outOfBounds(presetValue(key))}>
                        {t(`dateRange.preset.${key}`)}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ) : null}
        </HStack>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
