/** Login (spec §2): login e-mail and password, links to registration and password reset; every login error of spec §8. */
import { Button, Link as ChakraLink, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../api/errors';
import { TextField } from '../../forms/fields';
import { FormStack, InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { email as checkEmail, required } from '../../forms/validation';
import { hasMessage } from '../../i18n';
import { adoptSession, login } from '../../session/actions';
import { takeReturnPath } from '../../session/return-path';

/** Server answer → message id: the server's messageKey when known, else by status. */
export function loginErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.messageKey && hasMessage(error.messageKey)) return error.messageKey;
    if (error.status === 401) return 'login.error.badCredentials';
    if (error.status === 429) return 'login.error.tooManyAttempts';
    if (error.status === 423) return 'login.error.locked';
    if (error.status === 403) return 'login.error.disabled';
  }
  return 'login.error.internal';
}

export default function LoginScreen() {
  const t = useT();
  const [, navigate] = useLocation();
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  // A session of this browser (another tab) is taken up instead of asking for the password again.
  useEffect(() => {
    let live = true;
    void adoptSession().then((ok) => {
      if (ok && live) navigate(takeReturnPath());
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  async function submit() {
    const next = { login: checkEmail(loginName), password: required(password) };
    setErrors(next);
    if (next.login || next.password) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await login(loginName.trim(), password);
      navigate(takeReturnPath());
    } catch (error) {
      setFailure(t(loginErrorKey(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle id="title.login" />
      <FormStack onSubmit={submit} label={t('title.login')}>
        {failure && <InlineAlert>{failure}</InlineAlert>}
        <TextField
          label={t('field.login')}
          name="login"
          type="email"
          autoComplete="username"
          value={loginName}
          onChange={setLoginName}
          error={errors.login && t(errors.login)}
          required
        />
        <TextField
          label={t('field.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password && t(errors.password)}
          required
        />
        <Button type="submit" loading={busy} colorPalette="blue">
          {t('action.login')}
        </Button>
        <HStack justify="space-between">
          <ChakraLink asChild>
            <Link href="/registration">{t('login.toRegistration')}</Link>
          </ChakraLink>
          <ChakraLink asChild>
            <Link href="/password-reset">{t('login.toPasswordReset')}</Link>
          </ChakraLink>
        </HStack>
        <ChakraLink asChild>
          <Link href="/check">{t('login.toCheck')}</Link>
        </ChakraLink>
      </FormStack>
    </>
  );
}
