/**
 * The working-period form (operations.md §2, §5), new and edit, for parking zones and garages:
 * zone checkboxes (new parking periods; Save is disabled while none is chosen), valid_from,
 * valid_to and description, and per weekday a time range or a no-charge toggle that clears the
 * times. "Copy time to all" shows when more than one day is chargeable. A failed save keeps
 * everything typed: server field errors (nested weekday errors included) go under their fields,
 * non_field_errors into a red banner.
 */
import { Box, Button, Checkbox, chakra, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { FormField } from '../../../design-system/components/FormField';
import { TimeField } from '../../../design-system/components/TimeField';
import { useToday } from '../../../design-system/format/useToday';
import type { WorkingPeriodInput } from '../api';
import {
  canCopyTimes,
  copyTimesToAll,
  periodInput,
  setNoCharge,
  setTimeFrom,
  validatePeriod,
  type DayValues,
  type FormErrors,
  type PeriodFormValues,
} from '../model/forms';
import { useWeekdayName } from './useWeekdayName';
import { serverErrors } from '../model/server-errors';
import { DateRangeFields } from './DateRangeFields';
import { AlertMessages } from '../../../design-system/components/AlertMessages';
import { useUnsavedChanges } from '../../../routing/navigation-guard';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

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
  const [values, setValues] = useState<PeriodFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [banner, setBanner] = useState<string[]>([]);
  const withZones = zones !== undefined;
  // Leaving with changes asks first (the values differ from what the form opened with).
  const setUnsaved = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  // After a failed check, focus goes to the first field that says what is wrong.
  const { form, checked } = useFocusFirstInvalid();
  const message = (path: string) => {
    const value = errors[path];
    return value ? t(value, { defaultValue: value }) : undefined;
  };
  const nameOf = useWeekdayName();
  const updateDay = (index: number, change: (day: DayValues) => DayValues) =>
    setValues((v) => ({ ...v, days: v.days.map((day, i) => (i === index ? change(day) : day)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePeriod(values, withZones);
    setErrors(found);
    setBanner([]);
    if (Object.keys(found).length > 0) {
      checked();
      return;
    }
    try {
      await onSave(periodInput(values, withZones));
      setUnsaved(false);
      onSaved();
    } catch (error) {
      // Every field error shows where the form has its field; a day's other errors under the day;
      // the rest (zones on a form without the zone list, for one) in the banner.
      const server = serverErrors(error, (path) => {
        if (path === 'zoneIds') return zones ? path : null;
        const day = /^days\.(\d+)\.(noCharge|weekDay)$/.exec(path);
        return day ? `days.${day[1]}` : path;
      });
      setErrors(server.fields);
      setBanner(server.banner);
      checked();
      // A validation answer (400) is shown under the fields and in the banner only (operations.md §8:
      // no toast); the toast is for a failure nothing on the form can show (a 500, the network).
      const validation = isApiError(error) && error.status === 400;
      if (!validation && Object.keys(server.fields).length === 0) onUnplacedFailure?.(error);
    }
  };

  return (
    <chakra.form ref={form} noValidate onSubmit={(e) => void submit(e)} display="flex" flexDirection="column" gap="5" maxW="3xl" aria-label={t('form.label')}>
      <AlertMessages status="error" messages={banner} />

      {zones ? (
        <chakra.fieldset border="0" p="0" m="0" aria-invalid={errors.zoneIds ? true : undefined}>
          <chakra.legend fontWeight="semibold" mb="2">{t('form.zones')}</chakra.legend>
          {zones.length === 0 ? <Text color="fg.muted">{t('form.noZones')}</Text> : null}
          <HStack wrap="wrap" gap="4">
            {zones.map((zone) => (
              <Checkbox.Root
                key={zone.id}
                colorPalette="brand"
                checked={values.zoneIds.includes(zone.id)}
                onCheckedChange={(e) =>
                  setValues((v) => ({
                    ...v,
                    zoneIds: e.checked === true ? [...v.zoneIds, zone.id] : v.zoneIds.filter((id) => id !== zone.id),
                  }))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{zone.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          {errors.zoneIds ? (
            <Text color="fg.error" fontSize="sm" mt="1">
              {message('zoneIds')}
            </Text>
          ) : null}
        </chakra.fieldset>
      ) : null}

      <HStack gap="4" align="flex-start" wrap="wrap">
        <DateRangeFields
          start={{ name: 'validFrom', label: t('form.validFrom'), error: message('validFrom') }}
          end={{ name: 'validTo', label: t('form.validTo'), error: message('validTo') }}
          today={today}
          value={{ start: values.validFrom, end: values.validTo }}
          onChange={(update) =>
            setValues((v) => {
              const range = update({ start: v.validFrom, end: v.validTo });
              return { ...v, validFrom: range.start, validTo: range.end };
            })
          }
        />
      </HStack>

      <FormField label={t('form.description')} error={message('description')}>
        <Input value={values.description} onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))} />
      </FormField>

      <chakra.fieldset border="0" p="0" m="0">
        <chakra.legend fontWeight="semibold" mb="2">
          {t('form.days')}
        </chakra.legend>
        <HStack justify="flex-end">
          {canCopyTimes(values.days) ? (
            <Button size="xs" variant="outline" onClick={() => setValues((v) => ({ ...v, days: copyTimesToAll(v.days) }))}>
              {t('form.copyToAll')}
            </Button>
          ) : null}
        </HStack>
        {errors.days ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {message('days')}
          </Text>
        ) : null}
        <Table.Root size="sm" variant="line">
          <Table.Caption srOnly>{t('form.days')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('form.day')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('form.noCharge')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('form.timeFrom')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('form.timeTo')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {values.days.map((day, index) => {
              const name = nameOf(day.weekDay);
              const dayError = message(`days.${index}`);
              return (
                <Table.Row key={day.weekDay} data-testid={`day-${day.weekDay}`}>
                  <Table.Cell fontWeight="medium">
                    {name}
                    {dayError ? (
                      <Text color="fg.error" fontSize="sm" role="alert">
                        {dayError}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <Checkbox.Root
                      colorPalette="brand"
                      checked={day.noCharge}
                      onCheckedChange={(e) => updateDay(index, (d) => setNoCharge(d, e.checked === true))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        <chakra.span srOnly>{`${name}: `}</chakra.span>
                        {t('form.noChargeShort')}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <TimeInput
                      label={t('form.timeFromOf', { day: name })}
                      value={day.timeFrom}
                      disabled={day.noCharge}
                      error={message(`days.${index}.timeFrom`)}
                      onChange={(value) => updateDay(index, (d) => setTimeFrom(d, value))}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <TimeInput
                      label={t('form.timeToOf', { day: name })}
                      value={day.timeTo}
                      disabled={day.noCharge}
                      error={message(`days.${index}.timeTo`)}
                      onChange={(value) => updateDay(index, (d) => ({ ...d, timeTo: value }))}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </chakra.fieldset>

      <HStack gap="3">
        <Button type="submit" colorPalette="brand" loading={saving} disabled={withZones && values.zoneIds.length === 0}>
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

function TimeInput({
  label,
  value,
  disabled,
  error,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box>
      <FormField label={<chakra.span srOnly>{label}</chakra.span>} error={error} disabled={disabled}>
        <TimeField size="sm" w="20" value={value} onChange={onChange} />
      </FormField>
    </Box>
  );
}
