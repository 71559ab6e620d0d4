/**
 * Settings (settings, operations.md §2 Settings page, §4, §5, §8):
 * - the e-mail with a Save button: disabled once an e-mail is stored and after a successful save;
 *   a valid address is required; server field errors under the field, the server's text in a toast;
 * - the user's boolean settings (Show Zagreb SMS transactions, magic button) as switches: a switch
 *   moves at once and stays when the save succeeds; when it fails it moves back and the server's
 *   error_msg (else a generic text) is shown;
 * - the service-group subscriptions as switches: toggled at once and saved; the list is replaced by
 *   the response; a failure rolls the switch back and says so.
 */
import { Button, Card, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { useFormDraft } from '../../../routing/form-draft';
import { DraftRestoredNotice } from '../../../routing/DraftRestoredNotice';
import { useUser, type User } from '../../../api/session';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { FormField } from '../../../design-system/components/FormField';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { notify, OPERATIONS_TOAST_DURATION } from '../../../design-system/components/toaster';
import { useSaveEmail, useSaveSetting, useSaveSubscription, useServiceGroups } from '../api';
import { emailForm, type EmailForm } from '../model/email';
import { SwitchRow } from './SwitchRow';

/** The settings this screen knows how to name; any other boolean setting shows with the server's name. */
/** A line between the rows of a list. */
const DIVIDED = { '& > * + *': { borderTopWidth: '1px' } };

const KNOWN_SETTINGS = ['zagreb_sms', 'magic_button'] as const;

function serverText(error: unknown): string | undefined {
  return isApiError(error) ? error.serverText : undefined;
}

function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const save = useSaveEmail();
  const stored = user.email !== '';
  const form = useForm<EmailForm>({ resolver: zodResolver(emailForm), defaultValues: { email: user.email } });
  // A typed e-mail survives a forced trip to sign-in (a stored one cannot be changed, so it has none).
  const draft = useFormDraft(stored ? null : 'settings-email', form);
  const error = form.formState.errors.email;
  const message = error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;

  const submit = form.handleSubmit((values) =>
    save.mutate(values.email, {
      onSuccess: () => {
        draft.discard();
        form.reset({ email: values.email });
        notify.success(t('email.saved'), { duration: OPERATIONS_TOAST_DURATION });
      },
      onError: (failure) => {
        const field = isApiError(failure) ? failure.fieldErrors.email : undefined;
        if (field) form.setError('email', { type: 'server', message: field });
        else notify.error(serverText(failure) ?? t('email.failed'));
      },
    }),
  );

  return (
    <Card.Root as="section" aria-labelledby="settings-email">
      <Card.Header>
        <Heading as="h2" size="lg" id="settings-email">
          {t('email.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="settings-email">
          <DraftRestoredNotice shown={draft.restored} />
          <HStack gap="3" align="flex-start" maxW="xl">
            <FormField label={t('email.label')} required={!stored} error={message} disabled={stored} helperText={stored ? t('email.stored') : t('email.hint')}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <Button type="submit" colorPalette="brand" mt="6" disabled={stored} loading={save.isPending} loadingText={t('email.save')}>
              {t('email.save')}
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Switches that move at once: a switch shows its new value while its save is under way (and is
 * busy), then the stored value again, which is the new one after a success and the old one after a
 * failure. Each save settles on its own, even when another switch moved meanwhile (mutateAsync).
 */
function useMovingSwitches() {
  const [moving, setMoving] = useState<Record<string, boolean>>({});
  const move = (code: string, next: boolean, save: Promise<unknown>, onSaved: () => void, onFailed: (error: unknown) => void) => {
    setMoving((m) => ({ ...m, [code]: next }));
    save.then(onSaved, onFailed).finally(() =>
      setMoving((m) => {
        const rest = { ...m };
        delete rest[code];
        return rest;
      }),
    );
  };
  return {
    move,
    busy: (code: string) => code in moving,
    shown: (code: string, stored: boolean) => moving[code] ?? stored,
  };
}

function SettingsSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const save = useSaveSetting();
  const switches = useMovingSwitches();
  const settings = user.settings.filter((s) => s.type === 'boolean' || s.value === 'true' || s.value === 'false');

  const toggle = (code: string, enabled: boolean) =>
    switches.move(
      code,
      enabled,
      save.mutateAsync({ code, enabled }),
      () => notify.success(t('toggles.saved'), { duration: OPERATIONS_TOAST_DURATION }),
      // The stored value did not change: the switch goes back to it.
      (error) => notify.error(serverText(error) ?? t('toggles.failed')),
    );

  return (
    <Card.Root as="section" aria-labelledby="settings-toggles">
      <Card.Header>
        <Heading as="h2" size="lg" id="settings-toggles">
          {t('toggles.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {settings.length === 0 ? (
          <Text color="fg.muted">{t('toggles.none')}</Text>
        ) : (
          <Stack gap="0" css={DIVIDED}>
            {settings.map((setting) => {
              const known = (KNOWN_SETTINGS as readonly string[]).includes(setting.code);
              const busy = switches.busy(setting.code);
              return (
                <SwitchRow
                  key={setting.code}
                  testId={`setting-${setting.code}`}
                  label={known ? t(`toggles.${setting.code}.label`) : setting.name}
                  description={known ? t(`toggles.${setting.code}.description`) : setting.description}
                  checked={switches.shown(setting.code, setting.enabled)}
                  busy={busy}
                  disabled={busy}
                  onChange={(checked) => toggle(setting.code, checked)}
                />
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function SubscriptionsSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const groups = useServiceGroups();
  const save = useSaveSubscription();
  const switches = useMovingSwitches();
  const enabled = (code: string) => user.subscriptions.find((s) => s.serviceGroup.code === code)?.isEnabled ?? false;

  // The groups of the list, plus any group the user is subscribed to that the list lacks.
  const listed = groups.data ?? [];
  const extra = user.subscriptions
    .filter((s) => !listed.some((g) => g.code === s.serviceGroup.code))
    .map((s) => ({ id: s.serviceGroup.id, code: s.serviceGroup.code, description: s.serviceGroup.description }));
  const all = [...listed, ...extra];

  const toggle = (code: string, description: string, next: boolean) =>
    switches.move(
      code,
      next,
      save.mutateAsync({ code, enabled: next }),
      () =>
        notify.success(t(next ? 'subscriptions.subscribed' : 'subscriptions.unsubscribed', { group: description }), {
          duration: OPERATIONS_TOAST_DURATION,
        }),
      (error) => {
        // The list was not replaced: the switch rolls back to the stored value.
        const text = serverText(error);
        const failed = t('subscriptions.failed', { group: description });
        notify.error(text ? `${failed} ${text}` : failed);
      },
    );

  return (
    <Card.Root as="section" aria-labelledby="settings-subscriptions">
      <Card.Header>
        <Heading as="h2" size="lg" id="settings-subscriptions">
          {t('subscriptions.title')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('subscriptions.description')}
        </Text>
      </Card.Header>
      <Card.Body>
        {groups.isPending ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="10" />
            <Skeleton height="10" />
          </Stack>
        ) : groups.isError && all.length === 0 ? (
          <LoadFailedAlert title={t('subscriptions.loadFailed')} detail={serverText(groups.error)} onRetry={() => void groups.refetch()} />
        ) : all.length === 0 ? (
          <Text color="fg.muted">{t('subscriptions.none')}</Text>
        ) : (
          <Stack gap="0" css={DIVIDED}>
            {all.map((group) => {
              const busy = switches.busy(group.code);
              return (
                <SwitchRow
                  key={group.code}
                  testId={`subscription-${group.code}`}
                  label={group.description}
                  description={t('subscriptions.itemDescription', { group: group.description })}
                  checked={switches.shown(group.code, enabled(group.code))}
                  busy={busy}
                  disabled={busy}
                  onChange={(checked) => toggle(group.code, group.description, checked)}
                />
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useUser();
  if (!user) return null;
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title={t('title')} />
      <EmailSection user={user} />
      <SettingsSection user={user} />
      <SubscriptionsSection user={user} />
    </Stack>
  );
}
