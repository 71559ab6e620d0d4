import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../../api/errors';
import { applyServerErrors } from '../../../api/form-errors';
import { routePatterns } from '../../../routing/paths';
import { FormField } from '../../../design-system/components/FormField';
import { useRequestPasswordReset } from '../api';
import { resetPasswordForm, type ResetPasswordForm } from '../model/forms';
import { BotCheck, BotCheckFailed, type BotCheckHandle } from './BotCheck';
import { fieldErrorText } from '../model/field-error';
import { FormAlert } from './FormAlert';
import { PublicCard } from './PublicCard';
import { SuccessPanel } from './SuccessPanel';

/** /reset-password: username, a bot check on submit; success replaces the form. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const botCheck = useRef<BotCheckHandle>(null);
  const reset = useRequestPasswordReset(() => (botCheck.current ? botCheck.current.challenge() : Promise.reject(new BotCheckFailed())));
  const [botError, setBotError] = useState<string>();
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordForm), defaultValues: { username: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setBotError(undefined);
    reset.mutate(
      { username: values.username },
      {
        onError: (error) => {
          if (error instanceof BotCheckFailed) {
            setBotError(t('botCheck.failed'));
            return;
          }
          const rest = applyServerErrors(error, form.setError, ['username'] as const);
          const captcha = isApiError(error) ? error.fieldErrors.captcha_token : undefined;
          if (captcha) setBotError(captcha);
          setFailure(rest.messages.filter((m) => m !== captcha));
        },
      },
    );
  });

  if (reset.isSuccess) {
    return (
      <PublicCard title={t('resetPassword.title')}>
        <SuccessPanel message={t('resetPassword.success')} action={t('resetPassword.login')} />
      </PublicCard>
    );
  }

  return (
    <PublicCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {failure ? <FormAlert title={t('resetPassword.failed')} messages={failure} /> : null}
          <FormField label={t('resetPassword.username')} required error={fieldErrorText(errors.username, t)}>
            <Input autoComplete="username" {...form.register('username')} />
          </FormField>
          <BotCheck ref={botCheck} error={botError} />
          <Button type="submit" colorPalette="brand" loading={reset.isPending} loadingText={t('resetPassword.submit')}>
            {t('resetPassword.submit')}
          </Button>
          <Link asChild color="brand.fg" alignSelf="center">
            <RouterLink to={routePatterns.login}>{t('resetPassword.backToLogin')}</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicCard>
  );
}
