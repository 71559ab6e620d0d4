import { Alert, Box, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getRuntimeConfig } from '../../../api/runtime-config';
import { routePatterns, safeRedirectPath } from '../../../routing/paths';
import { isSessionEndedState } from '../../../routing/session-ended';
import { FormField } from '../../../design-system/components/FormField';
import { PasswordInput } from '../../../design-system/components/PasswordInput';
import { useLogin } from '../api';
import { checkLoginForm, LOGIN_FIELDS, loginFieldError, type LoginForm } from '../model/login-form';
import { dismissLoginShell, readLoginShell } from '../login-shell';
import { FormAlert } from './FormAlert';
import { PublicCard } from './PublicCard';

/** Demo accounts of the simulator (README): shown only when the app runs on the simulator. */
export const DEMO_ACCOUNTS = ['admin', 'parking', 'garage', 'sales', 'status', 'support', 'viewer'] as const;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent here because the API ended the session (a 401): say so, until the user tries to sign in.
  const sessionEnded = isSessionEndedState(useLocation().state);
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  // Two fields: plain state and plain rules, so the first screen loads no form library and no zod.
  const [values, setValues] = useState<LoginForm>({ username: '', password: '' });
  // What was typed into index.html's form before the app arrived (../login-shell.ts) carries over,
  // read as the page takes its place (not while rendering, which may come earlier), and a submit
  // asked for there is sent once those values are the form's.
  const [shellSubmit, setShellSubmit] = useState(false);
  useLayoutEffect(() => {
    const shell = readLoginShell();
    // Once: a second run (React's development checks) finds no shell.
    if (!dismissLoginShell() || !shell) return;
    // An untouched shell changes nothing: the page is not drawn a second time in the same frame.
    if (shell.username || shell.password) setValues({ username: shell.username, password: shell.password });
    if (shell.focused) document.querySelector<HTMLInputElement>(`form[data-login] [name="${shell.focused}"]`)?.focus();
    if (shell.submitted) setShellSubmit(true);
  }, []);
  // The user name takes the focus once the page is drawn, unless a field has it already (the
  // shell's, taken over above). Focusing asks the browser for the page's styles: in the commit that
  // draws the page it would be one long task with it, on a phone the longest of the start.
  const username = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) username.current?.focus();
  }, []);
  useLayoutEffect(() => {
    if (!shellSubmit) return;
    setShellSubmit(false);
    document.querySelector<HTMLFormElement>('form[data-login]')?.requestSubmit();
  }, [shellSubmit]);
  const [errors, setErrors] = useState<Partial<Record<keyof LoginForm, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  /** The form's values when valid, else null; the messages (i18n keys) go under their fields. */
  const validate = (next: LoginForm): LoginForm | null => {
    const { data, errors: found } = checkLoginForm(next);
    setErrors(found);
    // The first field with a message takes the focus, as with every form of the app.
    const first = LOGIN_FIELDS.find((field) => found[field]);
    if (first) document.querySelector<HTMLInputElement>(`form[data-login] [name="${first}"]`)?.focus();
    return data;
  };
  const change = (field: keyof LoginForm) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first submit, a message goes away as soon as the field is fixed.
    if (submitted) setErrors((current) => ({ ...current, [field]: loginFieldError(field, next[field]) ? current[field] : undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const valid = validate(values);
    if (!valid) return;
    setFailed(false);
    login.mutate(valid, {
      onSuccess: () => navigate(safeRedirectPath(params.get('next')), { replace: true }),
      onError: () => setFailed(true),
    });
  };
  const errorText = (field: keyof LoginForm) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <PublicCard title={t('login.title')} intro={t('login.intro')}>
      <form onSubmit={submit} noValidate data-login>
        <Stack gap="4">
          {failed ? <FormAlert title={t('login.failed')} /> : null}
          {sessionEnded && !failed && !login.isPending ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('login.sessionEnded')}</Alert.Title>
            </Alert.Root>
          ) : null}
          <FormField label={t('login.username')} required error={errorText('username')}>
            <Input ref={username} name="username" autoComplete="username" value={values.username} onChange={change('username')} />
          </FormField>
          <FormField label={t('login.password')} required error={errorText('password')}>
            <PasswordInput name="password" autoComplete="current-password" value={values.password} onChange={change('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText={t('login.submitting')}>
            {t('login.submit')}
          </Button>
          <Link asChild color="brand.fg" alignSelf="center">
            <RouterLink to={routePatterns.resetPassword}>{t('login.forgot')}</RouterLink>
          </Link>
        </Stack>
      </form>
      {__SIMULATOR_BUILD__ && getRuntimeConfig().simulator ? (
        <Stack as="section" aria-labelledby="demo-accounts" mt="6" gap="1" fontSize="sm" color="fg.muted">
          <Text id="demo-accounts" fontWeight="semibold" color="fg">
            {t('login.demoTitle')}
          </Text>
          {/* Each account with what it is for, so a demo can start without the README. */}
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="0.5">
            {DEMO_ACCOUNTS.map((account) => (
              <Fragment key={account}>
                <Box as="dt" fontFamily="mono" color="fg">
                  {account}
                </Box>
                <Box as="dd">{t(`login.demoAccounts.${account}`)}</Box>
              </Fragment>
            ))}
          </Box>
          <Text mt="1">{t('login.demoHint', { password: 'demo' })}</Text>
        </Stack>
      ) : null}
    </PublicCard>
  );
}
