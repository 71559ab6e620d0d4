/**
 * New or edit closing rule (operations.md §2, §5) in a dialog: start, end and reason, all required;
 * the end's minimum is the start, and moving the start past the end clears it. A failed save keeps
 * everything typed: field errors under their fields, the rest in a red banner.
 */
import { Button, chakra, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogBody, DialogFooter } from '../../../design-system/components/Dialog';
import { FormField } from '../../../design-system/components/FormField';
import { useToday } from '../../../design-system/format/useToday';
import { RULE_FIELDS, ruleErrorPlace, ruleForm, ruleInput, ruleValues, type RuleFormValues } from '../model/forms';
import { showServerErrors } from '../model/server-errors';
import { DateRangeFields } from './DateRangeFields';
import { useChangeMessages } from './useChangeMessages';
import { AlertMessages } from '../../../design-system/components/AlertMessages';
import { useUnsavedChanges } from '../../../routing/navigation-guard';
import { useFormDraft } from '../../../routing/form-draft';
import { DraftRestoredNotice } from '../../../routing/DraftRestoredNotice';
import { useLocation } from 'react-router-dom';
import { useErrorText } from './useErrorText';
import { useSaveClosingRule } from '../api/save-closing-rule';
import type { ItemOwner, ClosingRule, ItemRef } from '../model/items';

export interface ClosingRuleDialogProps {
  owner: ItemOwner;
  /** The rule being edited (with the reference that edits it), or null for a new one. */
  editing: { rule: ClosingRule; ref: ItemRef } | null;
  open: boolean;
  onClose: () => void;
}

export function ClosingRuleDialog({ owner, editing, open, onClose }: ClosingRuleDialogProps) {
  const { t } = useTranslation('zones');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? t('rule.editTitle') : t('rule.newTitle')}
      closeLabel={t('actions.close')}
      closeOnInteractOutside={false}
    >
      {open ? <ClosingRuleForm owner={owner} editing={editing} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ClosingRuleForm({ owner, editing, onDone }: { owner: ItemOwner; editing: ClosingRuleDialogProps['editing']; onDone: () => void }) {
  const { t } = useTranslation('zones');
  const today = useToday();
  const fixedZones = owner.area === 'parking' && owner.zoneId !== null ? [owner.zoneId] : [];
  // Errors change only when the form is sent: typing after a failed check or save keeps the
  // messages until the next one.
  const form = useForm<RuleFormValues>({
    resolver: zodResolver(ruleForm),
    defaultValues: ruleValues(editing?.rule ?? null, fixedZones),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, formState, getFieldState, setError, setFocus, register, handleSubmit } = form;
  // What is typed survives a forced trip to sign-in (ClosingRulesPanel opens the dialog again).
  const ref = editing?.ref;
  const draft = useFormDraft(`closing-rule:${useLocation().pathname}:${ref ? `${ref.id ?? ''}/${ref.requestId ?? ''}` : 'new'}`, form);
  const [banner, setBanner] = useState<string[]>([]);
  const save = useSaveClosingRule(owner, editing?.ref ?? null);
  const messages = useChangeMessages();
  const errorText = useErrorText();
  // Leaving the page with the dialog changed asks first; Cancel and Close are the user's own choice.
  const setUnsaved = useUnsavedChanges(formState.isDirty);

  // After a failed check or save, focus goes to the first field that says what is wrong.
  const focusFirstError = () => {
    const first = RULE_FIELDS.find((field) => getFieldState(field).error);
    if (first) setFocus(first);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(ruleInput(values, false));
      draft.discard();
      setUnsaved(false);
      messages.sent();
      onDone();
    } catch (error) {
      const server = showServerErrors(error, setError, ruleErrorPlace);
      setBanner(server.banner);
      focusFirstError();
      if (!server.placed) messages.notSent(error);
    }
  }, focusFirstError);

  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        setBanner([]);
        void submit(event);
      }}
    >
      <DialogBody>
        <Stack gap="4">
          <DraftRestoredNotice shown={draft.restored} />
          <AlertMessages status="error" messages={banner} />
          <DateRangeFields
            control={control}
            start={{ name: 'closingStart', label: t('rule.start') }}
            end={{ name: 'closingEnd', label: t('rule.end') }}
            today={today}
          />
          <FormField label={t('rule.reason')} required error={errorText(formState.errors.reason)}>
            <Input {...register('reason')} />
          </FormField>
        </Stack>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </DialogFooter>
    </chakra.form>
  );
}
