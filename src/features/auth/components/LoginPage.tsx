import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { getRuntimeConfig } from '../../../api/runtime-config';
import { routePatterns, safeRedirectPath } from '../../../routing/paths';
import { FormField } from '../../../design-system/components/FormField';
import { PasswordInput } from '../../../design-system/components/PasswordInput';
import { useLogin } from '../api';
import { loginForm, type LoginForm } from '../model/forms';
import { fieldErrorText } from '../model/field-error';
import { FormAlert } from './FormAlert';
import { PublicCard } from './PublicCard';

/** Demo accounts of the simulator (README): shown only when the app runs on the simulator. */
export const DEMO_ACCOUNTS = ['admin', 'parking', 'garage', 'sales', 'status', 'support'] as const;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginForm), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailed(false);
    login.mutate(values, {
      onSuccess: () => navigate(safeRedirectPath(params.get('next')), { replace: true }),
      onError: () => setFailed(true),
    });
  });

  return (
    <PublicCard title={t('login.title')} intro={t('login.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {failed ? <FormAlert title={t('login.failed')} /> : null}
          <FormField label={t('login.username')} required error={fieldErrorText(errors.username, t)}>
            <Input autoComplete="username" autoFocus {...form.register('username')} />
          </FormField>
          <FormField label={t('login.password')} required error={fieldErrorText(errors.password, t)}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText={t('login.submitting')}>
            {t('login.submit')}
          </Button>
          <Link asChild color="brand.fg" alignSelf="center">
            <RouterLink to={routePatterns.resetPassword}>{t('login.forgot')}</RouterLink>
          </Link>
        </Stack>
      </form>
      {getRuntimeConfig().simulator ? (
        <Stack as="section" aria-labelledby="demo-accounts" mt="6" gap="1" fontSize="sm" color="fg.muted">
          <Text id="demo-accounts" fontWeight="semibold" color="fg">
            {t('login.demoTitle')}
          </Text>
          <Text>{DEMO_ACCOUNTS.join(', ')}</Text>
          <Text>{t('login.demoHint', { password: 'demo' })}</Text>
        </Stack>
      ) : null}
    </PublicCard>
  );
}
