/**
 * The working-period form (operations.md §2, §5), new and edit, for parking zones and garages:
 * zone checkboxes (new parking periods; Save is disabled while none is chosen), valid_from,
 * valid_to and description, and per weekday a time range or a no-charge toggle that clears the
 * times. "Copy time to all" shows when more than one day is chargeable. A failed save keeps
 * everything typed: server field errors (nested weekday errors included) go under their fields,
 * non_field_errors into a red banner.
 */
import { Box, Button, Checkbox, chakra, HStack, Input, Table, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useCallback, useMemo, useState } from 'react';
import { Controller, useController, useFieldArray, useForm, useWatch, type Control, type UseFormGetValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { FormField } from '../../../design-system/components/FormField';
import { TimeField } from '../../../design-system/components/TimeField';
import { useToday } from '../../../design-system/format/useToday';
import {
  canCopyTimes,
  copyTimesToAll,
  periodErrorPlace,
  periodFields,
  periodForm,
  periodInput,
  setNoCharge,
  setTimeFrom,
  type DayValues,
  type PeriodFormValues,
} from '../model/forms';
import { useWeekdayName } from './useWeekdayName';
import { showServerErrors } from '../model/server-errors';
import { DateRangeFields } from './DateRangeFields';
import { InformationalHoursNote } from './InformationalHoursNote';
import { AlertMessages } from '../../../design-system/components/AlertMessages';
import { useUnsavedChanges } from '../../../routing/navigation-guard';
import { useFormDraft } from '../../../routing/form-draft';
import { DraftRestoredNotice } from '../../../routing/DraftRestoredNotice';
import { useLocation } from 'react-router-dom';
import { useErrorText } from './useErrorText';
import type { WorkingPeriodInput } from '../model/items';

export interface WorkingPeriodFormProps {
  initial: PeriodFormValues;
  /** New parking periods choose their zones. */
  zones?: { id: number; name: string }[];
  /** Saves; a rejection keeps the form as typed and shows the server's errors. */
  onSave: (input: WorkingPeriodInput) => Promise<unknown>;
  /** After a save: the form has no unsaved changes left, so leaving is not asked about. */
  onSaved: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Called with the error when nothing could be placed under a field (e.g. a 500). */
  onUnplacedFailure?: (error: unknown) => void;
}

export function WorkingPeriodForm({ initial, zones, onSave, onSaved, onCancel, saving, onUnplacedFailure }: WorkingPeriodFormProps) {
  const { t } = useTranslation('zones');
  const today = useToday();
  const withZones = zones !== undefined;
  const schema = useMemo(() => periodForm(withZones), [withZones]);
  // Errors change only when the form is sent: typing after a failed check or save keeps the
  // messages until the next one.
  const form = useForm<PeriodFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, formState, getFieldState, getValues, setValue, setError, setFocus, register, handleSubmit } = form;
  // What is typed survives a forced trip to sign-in: the form at this address opens with it again.
  const draft = useFormDraft(`working-period:${useLocation().pathname}`, form);
  const { fields } = useFieldArray({ control, name: 'days' });
  const zoneIds = useWatch({ control, name: 'zoneIds' });
  const [banner, setBanner] = useState<string[]>([]);
  const errorText = useErrorText();
  // Leaving with changes asks first (the values differ from what the form opened with).
  const setUnsaved = useUnsavedChanges(formState.isDirty);
  const nameOf = useWeekdayName();
  // Stable, so that a day's row re-renders only when its own values or error change: a keystroke
  // in one day's time re-rendered all seven rows.
  const setDay = useCallback(
    (index: number, day: DayValues) => {
      setValue(`days.${index}.noCharge`, day.noCharge, { shouldDirty: true });
      setValue(`days.${index}.timeFrom`, day.timeFrom, { shouldDirty: true });
      setValue(`days.${index}.timeTo`, day.timeTo, { shouldDirty: true });
    },
    [setValue],
  );

  // After a failed check or save, focus goes to the first field, in the order the form shows them,
  // that says what is wrong, so a keyboard or screen-reader user lands on the problem.
  const dayCount = initial.days.length;
  const fieldOrder = periodFields(dayCount, withZones);
  const focusFirstError = () => {
    const first = fieldOrder.find((field) => getFieldState(field).error);
    if (first) setFocus(first);
  };

  const save = handleSubmit(async (values) => {
    try {
      await onSave(periodInput(values, withZones));
      draft.discard();
      setUnsaved(false);
      onSaved();
    } catch (error) {
      // Every field error shows where the form has its field; a day's other errors under the day;
      // the rest (zones on a form without the zone list, for one) in the banner.
      const server = showServerErrors(error, setError, (path) => periodErrorPlace(path, dayCount, withZones));
      setBanner(server.banner);
      focusFirstError();
      // A validation answer (400) is shown under the fields and in the banner only (operations.md §8:
      // no toast); the toast is for a failure nothing on the form can show (a 500, the network).
      const validation = isApiError(error) && error.status === 400;
      if (!validation && !server.placed) onUnplacedFailure?.(error);
    }
  }, focusFirstError);

  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        setBanner([]);
        void save(event);
      }}
      display="flex"
      flexDirection="column"
      gap="5"
      maxW="3xl"
      aria-label={t('form.label')}
    >
      <DraftRestoredNotice shown={draft.restored} />
      <InformationalHoursNote />
      <AlertMessages status="error" messages={banner} />

      {zones ? (
        <Controller
          control={control}
          name="zoneIds"
          render={({ field, fieldState }) => (
            <chakra.fieldset border="0" p="0" m="0" aria-invalid={fieldState.error ? true : undefined}>
              <chakra.legend fontWeight="semibold" mb="2">{t('form.zones')}</chakra.legend>
              {zones.length === 0 ? <Text color="fg.muted">{t('form.noZones')}</Text> : null}
              <HStack wrap="wrap" gap="4">
                {zones.map((zone, index) => (
                  <Checkbox.Root
                    key={zone.id}
                    colorPalette="brand"
                    checked={field.value.includes(zone.id)}
                    onCheckedChange={(e) =>
                      field.onChange(e.checked === true ? [...field.value, zone.id] : field.value.filter((id) => id !== zone.id))
                    }
                  >
                    {/* Focus on an error goes to the first zone. */}
                    <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} />
                    <Checkbox.Control />
                    <Checkbox.Label>{zone.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
              {fieldState.error ? (
                <Text color="fg.error" fontSize="sm" mt="1">
                  {errorText(fieldState.error)}
                </Text>
              ) : null}
            </chakra.fieldset>
          )}
        />
      ) : null}

      <HStack gap="4" align="flex-start" wrap="wrap">
        <DateRangeFields
          control={control}
          start={{ name: 'validFrom', label: t('form.validFrom') }}
          end={{ name: 'validTo', label: t('form.validTo') }}
          today={today}
        />
      </HStack>

      <FormField label={t('form.description')} error={errorText(formState.errors.description)}>
        <Input {...register('description')} />
      </FormField>

      {/* minW 0: a fieldset is as wide as its content by default; the days' table scrolls in its frame instead. */}
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontWeight="semibold" mb="2">
          {t('form.days')}
        </chakra.legend>
        <CopyTimesButton control={control} getValues={getValues} setDay={setDay} />
        {formState.errors.days?.message ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errorText(formState.errors.days)}
          </Text>
        ) : null}
        <Table.ScrollArea>
          <Table.Root size="sm" variant="line">
            <Table.Caption srOnly>{t('form.days')}</Table.Caption>
            {/* Below the small breakpoint each day is a card of its own, its hours labelled in place. */}
            <Table.Header display={{ base: 'none', sm: 'table-header-group' }}>
              <Table.Row>
                <Table.ColumnHeader>{t('form.day')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('form.noCharge')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('form.timeFrom')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('form.timeTo')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((row, index) => (
                <DayRow
                  key={row.id}
                  control={control}
                  getValues={getValues}
                  setDay={setDay}
                  index={index}
                  weekDay={row.weekDay}
                  name={nameOf(row.weekDay)}
                  error={errorText(formState.errors.days?.[index])}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </chakra.fieldset>

      <HStack gap="3">
        <Button type="submit" colorPalette="brand" loading={saving} disabled={withZones && zoneIds.length === 0}>
          {t('actions.save')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            // Cancel is the user's own choice to discard: it is not asked about.
            setUnsaved(false);
            onCancel();
          }}
          disabled={saving}
        >
          {t('actions.cancel')}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** "Copy time to all", shown while more than one day is chargeable; it watches the days itself. */
function CopyTimesButton({
  control,
  getValues,
  setDay,
}: {
  control: Control<PeriodFormValues>;
  getValues: UseFormGetValues<PeriodFormValues>;
  setDay: (index: number, day: DayValues) => void;
}) {
  const { t } = useTranslation('zones');
  const days = useWatch({ control, name: 'days' });
  return (
    <HStack justify="flex-end">
      {canCopyTimes(days) ? (
        <Button size="xs" variant="outline" onClick={() => copyTimesToAll(getValues('days')).forEach((day, index) => setDay(index, day))}>
          {t('form.copyToAll')}
        </Button>
      ) : null}
    </HStack>
  );
}

/** One weekday's row: its no-charge toggle and its hours. It watches only its own day. */
const DayRow = memo(function DayRow({
  control,
  getValues,
  setDay,
  index,
  weekDay,
  name,
  error,
}: {
  control: Control<PeriodFormValues>;
  getValues: UseFormGetValues<PeriodFormValues>;
  setDay: (index: number, day: DayValues) => void;
  index: number;
  weekDay: number;
  name: string;
  error: string | undefined;
}) {
  const { t } = useTranslation('zones');
  const noCharge = useWatch({ control, name: `days.${index}.noCharge` });
  return (
    <Table.Row data-testid={`day-${weekDay}`} display={{ base: 'grid', sm: 'table-row' }} gridTemplateColumns="1fr 1fr" columnGap="3" py={{ base: '2', sm: '0' }} borderBottomWidth={{ base: '1px', sm: '0' }}>
      <Table.Cell fontWeight="medium" gridColumn="1 / -1" borderBottomWidth={{ base: '0', sm: '1px' }} pb={{ base: '0', sm: '2' }}>
        {name}
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell gridColumn="1 / -1" borderBottomWidth={{ base: '0', sm: '1px' }}>
        <Checkbox.Root
          colorPalette="brand"
          checked={noCharge}
          onCheckedChange={(e) => setDay(index, setNoCharge(getValues(`days.${index}`), e.checked === true))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <chakra.span srOnly>{`${name}: `}</chakra.span>
            {t('form.noChargeShort')}
          </Checkbox.Label>
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell borderBottomWidth={{ base: '0', sm: '1px' }} pt={{ base: '0', sm: '2' }}>
        <TimeInput
          control={control}
          name={`days.${index}.timeFrom`}
          shortLabel={t('form.timeFrom')}
          label={t('form.timeFromOf', { day: name })}
          disabled={noCharge}
          onChange={(value) => setDay(index, setTimeFrom(getValues(`days.${index}`), value))}
        />
      </Table.Cell>
      <Table.Cell borderBottomWidth={{ base: '0', sm: '1px' }} pt={{ base: '0', sm: '2' }}>
        <TimeInput control={control} name={`days.${index}.timeTo`} shortLabel={t('form.timeTo')} label={t('form.timeToOf', { day: name })} disabled={noCharge} />
      </Table.Cell>
    </Table.Row>
  );
});

/**
 * A day's from- or to-hour; `onChange` replaces the field's own (the from-hour may clear the to-hour).
 * Its name says the day; where the column headers are hidden it also shows its column's `shortLabel`.
 */
function TimeInput({
  control,
  name,
  shortLabel,
  label,
  disabled,
  onChange,
}: {
  control: Control<PeriodFormValues>;
  name: `days.${number}.timeFrom` | `days.${number}.timeTo`;
  shortLabel: string;
  label: string;
  disabled: boolean;
  onChange?: (value: string) => void;
}) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <Box>
      <Text hideFrom="sm" aria-hidden fontSize="xs" color="fg.muted">
        {shortLabel}
      </Text>
      <FormField label={<chakra.span srOnly>{label}</chakra.span>} error={errorText(fieldState.error)} disabled={disabled}>
        <TimeField ref={field.ref} size="sm" w="20" value={field.value} onChange={onChange ?? field.onChange} />
      </FormField>
    </Box>
  );
}
