/**
 * Request a new login e-mail (with repeat and the current password); the confirmation link is
 * mailed to the new address, a notice to the current one.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { requestLoginChange } from '../../api/calls';
import { TextField } from '../../forms/fields';
import { FormStack, InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { email, noErrors, required, sameAsLogin } from '../../forms/validation';
import { errorText } from '../../ui/errors';
import { toast } from '../../ui/toaster';

export default function LoginResetScreen() {
  const t = useT();
  const [login, setLogin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string; repeat?: string; password?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const next = { login: email(login), repeat: sameAsLogin(repeat, login), password: required(password) };
    setErrors(next);
    if (!noErrors(next)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await requestLoginChange(login.trim(), repeat.trim(), password);
      toast.success(t('success.loginChangeRequested'));
      setDone(true);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle id="title.loginReset" />
      {done ? (
        <InlineAlert status="success">{t('success.loginChangeRequested')}</InlineAlert>
      ) : (
        <FormStack onSubmit={submit} label={t('title.loginReset')}>
          {failure && <InlineAlert>{failure}</InlineAlert>}
          <TextField
            label={t('field.newLogin')}
            name="newLogin"
            type="email"
            value={login}
            onChange={setLogin}
            error={errors.login && t(errors.login)}
            required
          />
          <TextField
            label={t('field.newLoginRepeat')}
            name="newLoginRepeat"
            type="email"
            value={repeat}
            onChange={setRepeat}
            error={errors.repeat && t(errors.repeat)}
            required
          />
          <TextField
            label={t('field.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password && t(errors.password)}
            required
          />
          <Button type="submit" loading={busy} colorPalette="blue">
            {t('action.requestLoginChange')}
          </Button>
        </FormStack>
      )}
    </>
  );
}
