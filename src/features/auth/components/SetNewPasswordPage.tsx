import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { applyServerErrors } from '../../../api/form-errors';
import { FormField } from '../../../design-system/components/FormField';
import { PasswordInput } from '../../../design-system/components/PasswordInput';
import { useSetNewPassword } from '../api';
import { isResetToken, setNewPasswordForm, type SetNewPasswordForm } from '../model/forms';
import { routePatterns } from '../../../routing/paths';
import { fieldErrorText } from '../model/field-error';
import { FormAlert } from './FormAlert';
import { PublicCard } from './PublicCard';
import { SuccessPanel } from './SuccessPanel';

const FIELDS = ['new_password', 'confirm_password'] as const;

/**
 * /reset-password/{uuid}/: new password and confirmation; success replaces the form. A link whose
 * token is malformed shows that it is not valid, with a way to ask for a new one, and calls nothing.
 */
export function SetNewPasswordPage() {
  const { t } = useTranslation('auth');
  const { uuid = '' } = useParams();
  const setPassword = useSetNewPassword(uuid);
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<SetNewPasswordForm>({
    resolver: zodResolver(setNewPasswordForm),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => fieldErrorText(errors[field], t);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setPassword.mutate(
      { newPassword: values.new_password, confirmPassword: values.confirm_password },
      { onError: (error) => setFailure(applyServerErrors(error, form.setError, FIELDS).messages) },
    );
  });

  if (!isResetToken(uuid)) {
    return (
      <PublicCard title={t('setNewPassword.title')}>
        <Stack gap="4">
          <FormAlert title={t('setNewPassword.failed')} messages={[t('setNewPassword.invalidLink')]} />
          <Button asChild colorPalette="brand">
            <RouterLink to={routePatterns.resetPassword}>{t('setNewPassword.requestNew')}</RouterLink>
          </Button>
        </Stack>
      </PublicCard>
    );
  }

  if (setPassword.isSuccess) {
    return (
      <PublicCard title={t('setNewPassword.title')}>
        <SuccessPanel message={t('setNewPassword.success')} action={t('setNewPassword.login')} />
      </PublicCard>
    );
  }

  return (
    <PublicCard title={t('setNewPassword.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {failure ? <FormAlert title={t('setNewPassword.failed')} messages={failure} /> : null}
          <FormField label={t('setNewPassword.newPassword')} required error={message('new_password')}>
            <PasswordInput autoComplete="new-password" {...form.register('new_password')} />
          </FormField>
          <FormField label={t('setNewPassword.confirmPassword')} required error={message('confirm_password')}>
            <PasswordInput autoComplete="new-password" {...form.register('confirm_password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={setPassword.isPending} loadingText={t('setNewPassword.submit')}>
            {t('setNewPassword.submit')}
          </Button>
        </Stack>
      </form>
    </PublicCard>
  );
}
