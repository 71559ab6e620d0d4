/**
 * The Add / Edit incident modal (operations.md §2, §4, §5): edit mode when the incident has an id.
 * It does not close on a click outside. Title, level, service group and begin time are required;
 * server field errors go under their fields, anything else into a danger box; a failed save keeps
 * everything typed. On success the caller is told and the dialog closes.
 */
import { Alert, Box, Button, chakra, Checkbox, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { Dialog, DialogBody, DialogFooter } from '../../../design-system/components/Dialog';
import { FormField } from '../../../design-system/components/FormField';
import { incidentDetailsQueryOptions, useComponents, useSaveIncident, useServiceGroups } from '../api';
import {
  emptyIncidentForm,
  INCIDENT_LEVEL_VALUES,
  incidentForm,
  incidentToForm,
  SERVER_FIELDS,
  type Incident,
  type IncidentFormValues,
} from '../model/incident';
import { useFormDraft } from '../../../routing/form-draft';
import { DraftRestoredNotice } from '../../../routing/DraftRestoredNotice';
import { AlertMessages } from '../../../design-system/components/AlertMessages';

export interface IncidentDialogProps {
  /** The incident to edit; null to add one. */
  incident: Incident | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function IncidentDialog({ incident, open, onClose, onSaved }: IncidentDialogProps) {
  const { t } = useTranslation('incidents');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={incident ? t('form.editTitle') : t('form.addTitle')}
      closeLabel={t('form.close')}
      closeOnInteractOutside={false}
      modal
      size="lg"
      scrollBehavior="inside"
    >
      {open && incident ? <EditIncidentForm key={incident.id} id={incident.id} onCancel={onClose} onSaved={onSaved} /> : null}
      {open && !incident ? <IncidentForm key="new" incident={null} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

/**
 * Edit: the incident's details are loaded when the dialog opens (operations.md §7), and the form
 * starts from them; while they load the dialog says so, and a failure offers to try again.
 */
function EditIncidentForm({ id, onCancel, onSaved }: { id: number; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation('incidents');
  const details = useQuery(incidentDetailsQueryOptions(id));
  if (details.data) return <IncidentForm incident={details.data} onCancel={onCancel} onSaved={onSaved} />;
  return (
    <>
      <DialogBody>
        {details.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('form.detailsFailed')}</Alert.Title>
          </Alert.Root>
        ) : (
          <HStack role="status" aria-label={t('form.detailsLoading')} gap="2">
            <Spinner size="sm" />
            <Text>{t('form.detailsLoading')}</Text>
          </HStack>
        )}
      </DialogBody>
      <DialogFooter>
        {details.isError ? (
          <Button colorPalette="brand" loading={details.isFetching} onClick={() => void details.refetch()}>
            {t('retry')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The draft of the incident form: one for a new incident, one per edited incident. */
export function incidentDraftName(id: number | null): string {
  return `incident:${id ?? 'new'}`;
}

function IncidentForm({
  incident,
  onCancel,
  onSaved,
}: {
  incident: Incident | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('incidents');
  const serviceGroups = useServiceGroups();
  const components = useComponents();
  const save = useSaveIncident();
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<IncidentFormValues>({
    resolver: zodResolver(incidentForm),
    defaultValues: incident ? incidentToForm(incident) : emptyIncidentForm(),
  });
  // What is typed survives a forced trip to sign-in: the dialog opens again with it (IncidentsPage).
  const draft = useFormDraft(incidentDraftName(incident?.id ?? null), form);
  const { errors } = form.formState;
  const group = useWatch({ control: form.control, name: 'serviceGroup' });
  const chosen = useWatch({ control: form.control, name: 'components' });
  const message = (field: keyof IncidentFormValues) => {
    const text = errors[field]?.message;
    if (!text) return undefined;
    // Client messages are keys of this namespace; server messages are shown as they came.
    return errors[field]?.type === 'server' ? text : t(text);
  };

  // The group's components, plus any the incident already names that the list does not.
  const groupComponents = (components.data ?? []).filter((c) => c.serviceGroup === group).map((c) => c.name);
  const componentChoices = [...new Set([...groupComponents, ...chosen])];

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { values, id: incident?.id },
      {
        onSuccess: () => {
          draft.discard();
          onSaved();
        },
        onError: (error) => {
          const rest: string[] = [];
          if (isApiError(error)) {
            for (const [path, text] of Object.entries(error.fieldErrors)) {
              const field = SERVER_FIELDS[path.split('.')[0] ?? ''];
              if (field) form.setError(field, { type: 'server', message: text });
              else rest.push(text);
            }
            rest.unshift(...error.nonFieldErrors);
            if (error.serverMessage && !rest.includes(error.serverMessage)) rest.push(error.serverMessage);
            if (rest.length === 0 && !error.hasFieldErrors) rest.push(t('form.failed'));
          } else rest.push(t('form.failed'));
          setFailure(rest.length ? rest : null);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={incident ? t('form.editTitle') : t('form.addTitle')}>
      <DialogBody>
        <Stack gap="4">
          <DraftRestoredNotice shown={draft.restored} />
          <AlertMessages status="error" messages={failure ?? []} />
          {serviceGroups.isError || components.isError ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t('form.listsFailed')}</Alert.Title>
            </Alert.Root>
          ) : null}
          <FormField label={t('form.title')} required error={message('title')}>
            <Input {...form.register('title')} autoComplete="off" />
          </FormField>
          <Stack direction={{ base: 'column', md: 'row' }} gap="4">
            <FormField label={t('form.level')} required error={message('level')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('level')}>
                  <option value="">{t('form.levelPlaceholder')}</option>
                  {INCIDENT_LEVEL_VALUES.map((level) => (
                    <option key={level} value={String(level)}>
                      {`${level} – ${t(`level.${level}`)}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('form.serviceGroup')} required error={message('serviceGroup')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...form.register('serviceGroup', {
                    onChange: (event: { target: { value: string } }) => {
                      // Components belong to a group: keep only those of the new group.
                      const names = new Set((components.data ?? []).filter((c) => c.serviceGroup === event.target.value).map((c) => c.name));
                      form.setValue(
                        'components',
                        form.getValues('components').filter((name) => names.has(name)),
                      );
                    },
                  })}
                >
                  <option value="">{t('form.serviceGroupPlaceholder')}</option>
                  {(serviceGroups.data ?? []).map((g) => (
                    <option key={g.code} value={g.code}>
                      {g.description}
                    </option>
                  ))}
                  {incident && !serviceGroups.data?.some((g) => g.code === incident.serviceGroup) ? (
                    <option value={incident.serviceGroup}>{incident.serviceGroup}</option>
                  ) : null}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Stack>
          <Stack direction={{ base: 'column', md: 'row' }} gap="4">
            <FormField label={t('form.beginTime')} required error={message('beginTime')}>
              <Input type="datetime-local" {...form.register('beginTime')} />
            </FormField>
            <FormField label={t('form.endTime')} helperText={t('form.endTimeHint')} error={message('endTime')}>
              <Input type="datetime-local" {...form.register('endTime')} />
            </FormField>
          </Stack>
          <Box as="fieldset" aria-describedby={message('components') ? 'incident-components-error' : undefined}>
            <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
              {t('form.components')}
            </Text>
            {componentChoices.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('form.componentsHint')}
              </Text>
            ) : (
              <Controller
                control={form.control}
                name="components"
                render={({ field }) => (
                  <Stack gap="2" direction="row" wrap="wrap">
                    {componentChoices.map((name) => (
                      <Checkbox.Root
                        key={name}
                        checked={field.value.includes(name)}
                        onCheckedChange={(event) =>
                          field.onChange(event.checked ? [...field.value, name] : field.value.filter((v) => v !== name))
                        }
                        colorPalette="brand"
                        minW="48"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{name}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                )}
              />
            )}
            {message('components') ? (
              <Text id="incident-components-error" color="fg.error" textStyle="sm" mt="1">
                {message('components')}
              </Text>
            ) : null}
          </Box>
          <Stack gap="1.5">
            <chakra.label htmlFor="incident-description" fontWeight="medium" textStyle="sm">
              {t('form.description')}
            </chakra.label>
            <Input asChild h="auto" py="2">
              <textarea
                id="incident-description"
                rows={4}
                aria-invalid={message('description') ? true : undefined}
                aria-describedby={message('description') ? 'incident-description-error' : undefined}
                {...form.register('description')}
              />
            </Input>
            {message('description') ? (
              <Text id="incident-description-error" color="fg.error" textStyle="sm">
                {message('description')}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText={t('form.save')}>
          {t('form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
