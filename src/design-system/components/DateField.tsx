import {
  DatePicker,
  IconButton,
  Portal,
  Text,
  parseDate,
  Box,
  HStack,
  mergeRefs,
  useDatePicker,
  type UseDatePickerProps,
  type UseDatePickerReturn,
} from '@chakra-ui/react';
import { Menu } from './overlays';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  datePreset,
  formatDate,
  parseDisplayDate,
  WEEK_STARTS_ON,
  type DatePresetKey,
  type IsoDate,
} from '../format/date';
import { intlTag, type AppLocale } from '../format/locale';
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

/** A calendar date as the field shows it, typed or picked. */
function displayDate(date: { toString(): string }, locale: AppLocale) {
  return formatDate(date.toString(), locale);
}

/** Element ids shared by the closed field and the date picker's machine, so that nothing moves when it starts. */
function pickerIds(base: string) {
  return {
    root: `${base}-root`,
    label: () => `${base}-label`,
    control: `${base}-control`,
    input: () => `${base}-input`,
    trigger: `${base}-trigger`,
    content: `${base}-content`,
    positioner: `${base}-positioner`,
  };
}

const on = (flag: boolean | undefined) => (flag ? '' : undefined);

interface ClosedPicker {
  ids: ReturnType<typeof pickerIds>;
  text: string;
  placeholder: string;
  triggerLabel: string;
  disabled?: boolean;
  required?: boolean;
  invalid: boolean;
  onStart: (open: boolean) => void;
}

/**
 * The part of the date picker's API that a closed field's label, input and calendar button read,
 * with the attributes the machine gives them while closed (@zag-js/date-picker's connect), so the
 * recipe's styles and the accessibility tree are the same before and after the machine starts.
 * Focusing the input starts the machine; the calendar button starts it and opens the calendar.
 */
function closedPicker({ ids, text, placeholder, triggerLabel, disabled, required, invalid, onStart }: ClosedPicker) {
  const scope = 'date-picker';
  const empty = on(text === '');
  const closed = { dir: 'ltr', 'data-state': 'closed' } as const;
  const api = {
    open: false,
    getRootProps: () => ({
      'data-scope': scope,
      'data-part': 'root',
      ...closed,
      id: ids.root,
      'data-disabled': on(disabled),
      'data-empty': empty,
    }),
    getLabelProps: () => ({
      'data-scope': scope,
      'data-part': 'label',
      ...closed,
      id: ids.label(),
      htmlFor: ids.input(),
      'data-index': 0,
      'data-disabled': on(disabled),
    }),
    getControlProps: () => ({
      'data-scope': scope,
      'data-part': 'control',
      dir: 'ltr',
      id: ids.control,
      'data-disabled': on(disabled),
      'data-placeholder-shown': empty,
    }),
    getInputProps: () => ({
      'data-scope': scope,
      'data-part': 'input',
      ...closed,
      id: ids.input(),
      autoComplete: 'off',
      autoCorrect: 'off',
      spellCheck: 'false',
      'data-index': 0,
      'data-placeholder-shown': empty,
      readOnly: false,
      disabled,
      required,
      'aria-invalid': invalid ? 'true' : undefined,
      'data-invalid': on(invalid),
      placeholder,
      defaultValue: text,
      onFocus: () => onStart(false),
    }),
    getTriggerProps: () => ({
      'data-scope': scope,
      'data-part': 'trigger',
      ...closed,
      id: ids.trigger,
      type: 'button',
      'aria-label': triggerLabel,
      'aria-controls': ids.content,
      'aria-expanded': false,
      'data-placeholder-shown': empty,
      'aria-haspopup': 'grid',
      disabled,
      onClick: () => onStart(true),
    }),
  };
  // Only the members above are read while the calendar is closed and not rendered.
  return api as unknown as UseDatePickerReturn;
}

/**
 * Runs the date picker's state machine beside the field and hands its API up on every render; the
 * field renders the same elements with it. Memoised: it renders again only when its own state or
 * its props change, so handing the API up does not loop.
 */
const PickerMachine = memo(function PickerMachine({
  props,
  onApi,
}: {
  props: UseDatePickerProps;
  onApi: (api: UseDatePickerReturn) => void;
}) {
  const api = useDatePicker(props);
  useLayoutEffect(() => onApi(api));
  return null;
});

/**
 * One date: Chakra's DatePicker (ark-ui) in single mode, with typed input in the local
 * format, a calendar starting on Monday, min/max, a clear button and an optional presets menu.
 * Value is an ISO date string or null.
 *
 * The date picker's state machine starts when the field is first used (its input focused, its
 * calendar button pressed): a report's filter bar has four date fields, and starting four machines
 * (the locale's date formats, the calendar's weeks, their effects) was a large share of a report
 * screen's first work on a phone. Until then the same label, input and button are drawn with the
 * picker's recipe and a closed picker's attributes, and they are the same elements afterwards: focus,
 * typing and a form's reference to the input carry over.
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
  const baseId = useId();
  const ids = useMemo(() => pickerIds(baseId), [baseId]);
  const [start, setStart] = useState<'closed' | 'started' | 'open'>('closed');
  const [machine, setMachine] = useState<UseDatePickerReturn | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ value, onChange, min, max });
  useLayoutEffect(() => {
    latest.current = { value, onChange, min, max };
  });

  const placeholder = t('dateRange.placeholder');
  const clearText = clearLabel ?? t('common.clear');
  const shown = useMemo(() => toDateValue(value), [value]);
  const pickerProps = useMemo<UseDatePickerProps>(() => {
    return {
      id: baseId,
      ids,
      value: shown ? [shown] : [],
      onValueChange: (d) => {
        const next = d.value[0]?.toString() ?? null;
        const current = latest.current;
        if (next !== current.value) current.onChange(next ? clampIso(next, current.min, current.max) : null);
      },
      min: toDateValue(min),
      max: toDateValue(max),
      locale: intlTag(locale),
      startOfWeek: WEEK_STARTS_ON,
      selectionMode: 'single',
      disabled,
      required,
      invalid: !!error,
      format: (date) => displayDate(date, locale),
      parse: (text) => toDateValue(parseDisplayDate(text, locale)),
      placeholder,
      translations: {
        trigger: (open) => t(open ? 'dateRange.closeCalendar' : 'dateRange.openCalendar', { label }),
        prevTrigger: (view) => t(`dateRange.prev.${view}`),
        nextTrigger: (view) => t(`dateRange.next.${view}`),
        viewTrigger: () => t('dateRange.switchView'),
        clearTrigger: clearText,
        content: t('dateRange.calendar', { label }),
      },
      positioning: { placement: 'bottom-start' },
    };
  }, [baseId, ids, shown, min, max, locale, disabled, required, error, placeholder, clearText, label, t]);

  // The calendar button of a closed field starts the machine; once it runs, the same button opens it.
  const opening = machine !== null && start === 'open';
  useEffect(() => {
    if (!opening) return;
    setStart('started');
    triggerRef.current?.click();
  }, [opening]);

  // The machine writes a changed date (a preset, the clear button) into its input; until it runs, this does.
  const text = shown ? displayDate(shown, locale) : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const inputRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!machine && input && input.value !== text) input.value = text;
  }, [machine, text]);

  const picker =
    machine ??
    closedPicker({
      ids,
      text,
      placeholder,
      triggerLabel: t('dateRange.openCalendar', { label }),
      disabled,
      required,
      invalid: !!error,
      onStart: (open) => setStart((s) => (open ? 'open' : s === 'closed' ? 'started' : s)),
    });

  const presetValue = (key: DatePresetKey) => datePreset(key, today);
  const outOfBounds = (iso: IsoDate) => (min !== undefined && iso < min) || (max !== undefined && iso > max);

  return (
    <Box data-testid={`date-field-${name}`}>
      {/* A closed calendar is not rendered (nor the presets menu: ./overlays): a screen with four
          date fields drew four calendars (42 days, 12 months, the years) on every render. */}
      <DatePicker.RootProvider value={picker} lazyMount unmountOnExit size="sm" width="auto">
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
              ref={inputRefs}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              name={name}
            />
            <DatePicker.IndicatorGroup>
              <DatePicker.Trigger ref={triggerRef}>
                <LuCalendar />
              </DatePicker.Trigger>
            </DatePicker.IndicatorGroup>
          </DatePicker.Control>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={clearText}
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
        {machine ? (
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
        ) : null}
      </DatePicker.RootProvider>
      {start !== 'closed' ? <PickerMachine props={pickerProps} onApi={setMachine} /> : null}
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
