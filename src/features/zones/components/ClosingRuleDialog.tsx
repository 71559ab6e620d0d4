/**
 * New or edit closing rule (operations.md §2, §5) in a dialog: start, end and reason, all required;
 * the end's minimum is the start, and moving the start past the end clears it. A failed save keeps
 * everything typed: field errors under their fields, the rest in a red banner.
 */
import { Button, chakra, CloseButton, Dialog, Input, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../design-system/components/FormField';
import { useToday } from '../../../design-system/format/useToday';
import { useSaveClosingRule, type ClosingRule, type ItemOwner, type ItemRef } from '../api';
import { ruleInput, ruleValues, validateRule, type FormErrors, type RuleFormValues } from '../model/forms';
import { serverErrors } from '../model/server-errors';
import { DateRangeFields } from './DateRangeFields';
import { useChangeMessages } from './useChangeMessages';
import { AlertMessages } from '../../../design-system/components/AlertMessages';
import { useUnsavedChanges } from '../../../routing/navigation-guard';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/** The fields the closing-rule form shows; a server error on any other goes to the banner. */
const RULE_FIELDS = ['closingStart', 'closingEnd', 'reason'];

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
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{editing ? t('rule.editTitle') : t('rule.newTitle')}</Dialog.Title>
            </Dialog.Header>
            {open ? <ClosingRuleForm owner={owner} editing={editing} onDone={onClose} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ClosingRuleForm({ owner, editing, onDone }: { owner: ItemOwner; editing: ClosingRuleDialogProps['editing']; onDone: () => void }) {
  const { t } = useTranslation('zones');
  const today = useToday();
  const fixedZones = owner.area === 'parking' && owner.zoneId !== null ? [owner.zoneId] : [];
  const [initial] = useState<RuleFormValues>(() => ruleValues(editing?.rule ?? null, fixedZones));
  const [values, setValues] = useState<RuleFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [banner, setBanner] = useState<string[]>([]);
  const save = useSaveClosingRule(owner, editing?.ref ?? null);
  const messages = useChangeMessages();
  // Leaving the page with the dialog changed asks first; Cancel and Close are the user's own choice.
  const setUnsaved = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  // After a failed check, focus goes to the first field that says what is wrong.
  const { form, checked } = useFocusFirstInvalid();
  const message = (path: string) => {
    const value = errors[path];
    return value ? t(value, { defaultValue: value }) : undefined;
  };

  const submit = async () => {
    const found = validateRule(values, false);
    setErrors(found);
    setBanner([]);
    if (Object.keys(found).length > 0) {
      checked();
      return;
    }
    try {
      await save.mutateAsync(ruleInput(values, false));
      setUnsaved(false);
      messages.sent();
      onDone();
    } catch (error) {
      const server = serverErrors(error, (path) => (RULE_FIELDS.includes(path) ? path : null));
      setErrors(server.fields);
      setBanner(server.banner);
      checked();
      if (Object.keys(server.fields).length === 0) messages.notSent(error);
    }
  };

  return (
    <chakra.form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <AlertMessages status="error" messages={banner} />
          <DateRangeFields
            start={{ name: 'closingStart', label: t('rule.start'), error: message('closingStart') }}
            end={{ name: 'closingEnd', label: t('rule.end'), error: message('closingEnd') }}
            today={today}
            value={{ start: values.closingStart, end: values.closingEnd }}
            onChange={(update) =>
              setValues((v) => {
                const range = update({ start: v.closingStart, end: v.closingEnd });
                return { ...v, closingStart: range.start, closingEnd: range.end };
              })
            }
          />
          <FormField label={t('rule.reason')} required error={message('reason')}>
            <Input value={values.reason} onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
