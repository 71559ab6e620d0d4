import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../api/form-errors';
import { FormField } from '../../../design-system/components/FormField';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { PasswordInput } from '../../../design-system/components/PasswordInput';
import { useChangePassword } from '../api';
import { changePasswordForm, type ChangePasswordForm } from '../model/forms';
import { fieldErrorText } from '../model/field-error';
import { FormAlert } from './FormAlert';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** promijeni-lozinku: old, new and confirmation; server field errors under their fields. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => fieldErrorText(errors[field], t);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setDone(false);
    change.mutate(
      { currentPassword: values.current_password, newPassword: values.new_password },
      {
        onSuccess: () => {
          setDone(true);
          form.reset(EMPTY);
        },
        onError: (error) => {
          const rest = applyServerErrors(error, form.setError, FIELDS);
          if (rest.messages.length > 0 || !rest.placed) setFailure(rest.messages.length ? rest.messages : [t('changePassword.failed')]);
        },
      },
    );
  });

  return (
    <Box maxW="md">
      <PageHeader title={t('changePassword.title')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4" bg="bg" p="6" borderRadius="md" borderWidth="1px">
          {done ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('changePassword.success')}</Alert.Title>
            </Alert.Root>
          ) : null}
          {failure ? <FormAlert messages={failure} /> : null}
          <FormField label={t('changePassword.currentPassword')} required error={message('current_password')}>
            <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
          </FormField>
          <FormField label={t('changePassword.newPassword')} required error={message('new_password')}>
            <PasswordInput autoComplete="new-password" {...form.register('new_password')} />
          </FormField>
          <FormField label={t('changePassword.confirmPassword')} required error={message('confirm_password')}>
            <PasswordInput autoComplete="new-password" {...form.register('confirm_password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={change.isPending} loadingText={t('changePassword.submit')} alignSelf="flex-start">
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
