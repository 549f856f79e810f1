/** Password reset request: the answer never reveals whether the address exists (spec §8). */
import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { requestPasswordReset } from '../../api/calls';
import { TextField } from '../../forms/fields';
import { FormStack, InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { email } from '../../forms/validation';
import { errorText } from '../../ui/errors';

export default function PasswordResetScreen() {
  const t = useT();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const e = email(login);
    setError(e);
    if (e) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await requestPasswordReset(login.trim());
      setDone(true);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle id="title.passwordReset" />
      {done ? (
        <InlineAlert status="success">{t('success.passwordResetRequested')}</InlineAlert>
      ) : (
        <FormStack onSubmit={submit} label={t('title.passwordReset')}>
          {failure && <InlineAlert>{failure}</InlineAlert>}
          <TextField
            label={t('field.login')}
            name="login"
            type="email"
            value={login}
            onChange={setLogin}
            error={error && t(error)}
            required
          />
          <Button type="submit" loading={busy} colorPalette="blue">
            {t('action.requestReset')}
          </Button>
        </FormStack>
      )}
      <ChakraLink asChild mt="4">
        <Link href="/">{t('action.toLogin')}</Link>
      </ChakraLink>
    </>
  );
}
